// The supported-chains endpoint, apart from index.ts: importing the feature list loads no API.
export { supportedChainsApi } from './supportedChainsApi';
