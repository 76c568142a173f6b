import { createHttpApi } from './createApi';

/** The provider API (docs/behaviour.md#api, default https://rpc.walletconnect.org); features inject their endpoints. */
export const providerApi = createHttpApi('provider', ['Balance', 'History', 'Identity', 'Profile', 'Sessions']);

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    providerApi: ReturnType<typeof providerApi.reducer>;
  }
}
