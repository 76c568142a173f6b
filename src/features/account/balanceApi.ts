import { providerApi } from '../../api/providerApi';
import { caipAddressSchema, caipNetworkIdSchema, decimalStringSchema, lenientArray } from '../../api/schemas';
import { CACHE_SECONDS } from '../../constants';
import type { CaipNetworkId } from '../../utils/caip';
import { nonEmptyString, z } from '../../utils/zod';

/** The Balance entity of SPEC §3. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: nonEmptyString(),
  chainId: caipNetworkIdSchema,
  /** The token's CAIP-10 address; absent for the native currency. */
  address: z.optional(caipAddressSchema),
  value: z.optional(z.number().check(z.nonnegative())),
  price: z.number().check(z.nonnegative()),
  quantity: z.object({ decimals: z.string().check(z.regex(/^\d+$/)), numeric: decimalStringSchema }),
  iconUrl: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

const balanceResponseSchema = z.object({ balances: lenientArray(balanceSchema) });

const fungiblePriceSchema = z.object({
  fungibles: lenientArray(
    z.object({ name: z.string(), symbol: nonEmptyString(), iconUrl: z.string(), price: z.number().check(z.nonnegative()) }),
  ),
});
export type FungiblePrice = z.infer<typeof fungiblePriceSchema>['fungibles'][number];

/** Tokens with 0 decimals are dropped as low quality (SPEC §5). */
export function isQualityBalance(balance: Balance): boolean {
  return balance.quantity.decimals !== '0';
}

export const balanceApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    /** The portfolio (SPEC §7 `GET /v1/account/{address}/balance`), cached 30 s (SPEC §9). */
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
    /** SPEC §7 `POST /v1/fungible/price`. */
    getFungiblePrices: build.query<FungiblePrice[], { addresses: string[] }>({
      query: ({ addresses }) => ({ url: 'v1/fungible/price', method: 'POST', body: { currency: 'usd', addresses } }),
      extraOptions: { projectIdInBody: true },
      rawResponseSchema: fungiblePriceSchema,
      transformResponse: (response: z.output<typeof fungiblePriceSchema>) => response.fungibles,
    }),
  }),
});

export const { useGetBalancesQuery, useGetFungiblePricesQuery } = balanceApi;
