// The identity endpoint, apart from index.ts: importing the feature list loads no API.
export { identityApi } from './identityApi';
