import { createApiBaseQuery } from './baseQuery';
import { createWalletModalApi, schemaFailureToApiError } from './createApi';
import { API_REDUCER_PATHS } from './reducerPaths';

/** The wallet-list API (SPEC §7, default https://api.web3modal.org); features inject their endpoints. */
export const walletListApi = createWalletModalApi({
  reducerPath: API_REDUCER_PATHS.walletList,
  baseQuery: createApiBaseQuery('walletList'),
  catchSchemaFailure: schemaFailureToApiError,
  endpoints: () => ({}),
});

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    walletListApi: ReturnType<typeof walletListApi.reducer>;
  }
}
