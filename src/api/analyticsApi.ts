import { createApiBaseQuery } from './baseQuery';
import { createWalletModalApi, schemaFailureToApiError } from './createApi';

/** The analytics host (SPEC §7 `POST /e`, default https://pulse.walletconnect.org). */
export const analyticsApi = createWalletModalApi({
  reducerPath: 'analyticsApi',
  baseQuery: createApiBaseQuery('analytics'),
  catchSchemaFailure: schemaFailureToApiError,
  endpoints: () => ({}),
});
