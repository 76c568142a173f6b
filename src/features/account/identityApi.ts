import { CACHE_SECONDS } from '../../api/cacheLifetimes';
import { providerApi } from '../../api/providerApi';
import { nullable } from '../../utils/schemas';
import { z } from '../../utils/zod';

export const identitySchema = z.object({ name: nullable(z.string()), avatar: nullable(z.string()) });
export type Identity = z.infer<typeof identitySchema>;

export const identityApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /v1/identity/{address}` (docs/behaviour.md#api), cached 5 min. */
    getIdentity: build.query<Identity, { address: string; sender?: string }>({
      query: ({ address, sender }) => ({ url: `v1/identity/${encodeURIComponent(address)}`, params: { sender } }),
      rawResponseSchema: identitySchema,
      keepUnusedDataFor: CACHE_SECONDS.identity,
      providesTags: (_result, _error, { address }) => [{ type: 'Identity', id: address }],
    }),
  }),
});
