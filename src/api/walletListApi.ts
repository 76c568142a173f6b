import { createHttpApi } from './createApi';

/** The wallet-list API (docs/behaviour.md#api, default https://api.web3modal.org); features inject their endpoints. */
export const walletListApi = createHttpApi('walletList');

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    walletListApi: ReturnType<typeof walletListApi.reducer>;
  }
}
