import { CACHE_SECONDS } from '../../api/cacheLifetimes';
import { providerApi } from '../../api/providerApi';
import { type Balance, balanceSchema, isQualityBalance } from '../../model/balance';
import type { CaipNetworkId } from '../../utils/caip';
import { lenientArray } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';

const balanceResponseSchema = z.object({ balances: lenientArray(balanceSchema) });

const fungiblePriceSchema = z.object({
  fungibles: lenientArray(z.object({ name: z.string(), symbol: nonEmptyString(), iconUrl: z.string(), price: z.number().check(z.gte(0)) })),
});
export type FungiblePrice = z.infer<typeof fungiblePriceSchema>['fungibles'][number];

export const balanceApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    /** The portfolio (`GET /v1/account/{address}/balance`, docs/behaviour.md#api), cached 30 s. */
    getBalances: build.query<Balance[], { address: string; chainId: CaipNetworkId; forceUpdate?: string }>({
      query: ({ address, chainId, forceUpdate }) => ({
        url: `v1/account/${encodeURIComponent(address)}/balance`,
        params: { currency: 'usd', chainId, forceUpdate },
      }),
      rawResponseSchema: balanceResponseSchema,
      transformResponse: (response: z.output<typeof balanceResponseSchema>) => response.balances.filter(isQualityBalance),
      keepUnusedDataFor: CACHE_SECONDS.portfolio,
      providesTags: (_result, _error, { address }) => [{ type: 'Balance', id: address }],
    }),
    /** `POST /v1/fungible/price` (docs/behaviour.md#api). */
    getFungiblePrices: build.query<FungiblePrice[], { addresses: string[] }>({
      query: ({ addresses }) => ({ url: 'v1/fungible/price', method: 'POST', body: { currency: 'usd', addresses } }),
      extraOptions: { projectIdInBody: true },
      rawResponseSchema: fungiblePriceSchema,
      transformResponse: (response: z.output<typeof fungiblePriceSchema>) => response.fungibles,
    }),
  }),
});
