// What the folder offers code that loads on demand (the Connect view).
export { useOriginRefused } from './useOriginRefused';
