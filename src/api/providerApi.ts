import { createApiBaseQuery } from './baseQuery';
import { createWalletModalApi, schemaFailureToApiError } from './createApi';
import { API_REDUCER_PATHS } from './reducerPaths';

/** The provider API (SPEC §7, default https://rpc.walletconnect.org); features inject their endpoints. */
export const providerApi = createWalletModalApi({
  reducerPath: API_REDUCER_PATHS.provider,
  baseQuery: createApiBaseQuery('provider'),
  catchSchemaFailure: schemaFailureToApiError,
  tagTypes: ['Balance', 'History', 'Identity', 'Profile', 'Sessions'],
  endpoints: () => ({}),
});

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    providerApi: ReturnType<typeof providerApi.reducer>;
  }
}
