import { createApiBaseQuery } from './baseQuery';
import { createWalletModalApi, schemaFailureToApiError } from './createApi';
import { API_REDUCER_PATHS } from './reducerPaths';

/** The analytics host (SPEC §7 `POST /e`, default https://pulse.walletconnect.org). */
export const analyticsApi = createWalletModalApi({
  reducerPath: API_REDUCER_PATHS.analytics,
  baseQuery: createApiBaseQuery('analytics'),
  catchSchemaFailure: schemaFailureToApiError,
  endpoints: () => ({}),
});

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    analyticsApi: ReturnType<typeof analyticsApi.reducer>;
  }
}
