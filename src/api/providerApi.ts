import { createApiBaseQuery } from './baseQuery';
import { createWalletModalApi, schemaFailureToApiError } from './createApi';

/** The provider API (SPEC §7, default https://rpc.walletconnect.org); features inject their endpoints. */
export const providerApi = createWalletModalApi({
  reducerPath: 'providerApi',
  baseQuery: createApiBaseQuery('provider'),
  catchSchemaFailure: schemaFailureToApiError,
  tagTypes: ['Balance', 'History', 'Identity', 'Profile', 'Sessions'],
  endpoints: () => ({}),
});
