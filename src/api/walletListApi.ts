import { createApiBaseQuery } from './baseQuery';
import { createWalletModalApi, schemaFailureToApiError } from './createApi';

/** The wallet-list API (SPEC §7, default https://api.web3modal.org); features inject their endpoints. */
export const walletListApi = createWalletModalApi({
  reducerPath: 'walletListApi',
  baseQuery: createApiBaseQuery('walletList'),
  catchSchemaFailure: schemaFailureToApiError,
  endpoints: () => ({}),
});
