'use client';

import type { ApiError } from '../../api/baseQuery';
import { providerApi } from '../../api/providerApi';
import type { WalletModalOptions } from '../../config/config';
import { isSwapNetworkId } from '../../config/swapNetworks';
import { ErrorText } from '../../errors';
import type { CaipAddress, CaipNetworkId } from '../../utils/caip';
import { caipAddressSchema, decimalStringSchema, lenientArray, nullable } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';
import { SLIPPAGE_TOLERANCE } from './slippage';

const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex data'));

const swapTokenSchema = z.object({
  name: nonEmptyString(),
  symbol: nonEmptyString(),
  address: caipAddressSchema,
  decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
});
export type SwapToken = z.infer<typeof swapTokenSchema>;

const quoteSchema = z.object({
  quotes: lenientArray(
    z.object({
      id: nullable(z.string()),
      fromAmount: decimalStringSchema,
      fromAccount: z.string(),
      toAmount: decimalStringSchema,
      toAccount: z.string(),
    }),
  ),
});
export type SwapQuote = z.output<typeof quoteSchema>['quotes'][number];

const gasPriceSchema = z.object({ standard: decimalStringSchema, fast: decimalStringSchema, instant: decimalStringSchema });
type GasPrices = z.output<typeof gasPriceSchema>;
const approveTxSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hexSchema,
    value: decimalStringSchema,
    eip155: z.object({ gasPrice: decimalStringSchema }),
  }),
});
const swapTxSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hexSchema,
    amount: decimalStringSchema,
    eip155: z.optional(z.object({ gas: decimalStringSchema, gasPrice: decimalStringSchema })),
  }),
});
export type SwapApproveTransaction = z.output<typeof approveTxSchema>['tx'];
export type SwapTransaction = z.output<typeof swapTxSchema>['tx'];

interface QuoteArgs {
  amount: string;
  userAddress: CaipAddress;
  from: CaipAddress;
  to: CaipAddress;
  gasPrice: string;
}

export const swapsApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    getSwapQuotes: build.query<SwapQuote[], QuoteArgs>({
      query: (params) => ({ url: 'v1/convert/quotes', params }),
      rawResponseSchema: quoteSchema,
      transformResponse: (response: z.output<typeof quoteSchema>) => response.quotes,
    }),
    getSwapTokens: build.query<SwapToken[], { chainId: CaipNetworkId }>({
      query: (params) => ({ url: 'v1/convert/tokens', params }),
      rawResponseSchema: z.object({ tokens: lenientArray(swapTokenSchema) }),
      transformResponse: (response: { tokens: SwapToken[] }) => response.tokens,
    }),
    getSwapAllowance: build.query<string, { tokenAddress: CaipAddress; userAddress: CaipAddress }>({
      query: (params) => ({ url: 'v1/convert/allowance', params }),
      rawResponseSchema: z.object({ allowance: decimalStringSchema }),
      transformResponse: (response: { allowance: string }) => response.allowance,
    }),
    /** The network's gas prices; off the swap networks not asked: 'Network not supported for Gas Price'. */
    getGasPrice: build.query<GasPrices, { chainId: CaipNetworkId }>({
      async queryFn(params, api, _extraOptions, baseQuery) {
        const { options } = api.getState() as { options: WalletModalOptions };
        if (!isSwapNetworkId(params.chainId, options.swapNetworks)) {
          const refusal: ApiError = { status: 'UNSUPPORTED_NETWORK', message: ErrorText.gasPriceNetworkUnsupported };
          return { error: refusal };
        }
        return (await baseQuery({ url: 'v1/convert/gas-price', params })) as { data: GasPrices } | { error: ApiError };
      },
      // The answer is checked like every other (a failure is the API error every schema failure is).
      responseSchema: gasPriceSchema,
    }),
    buildSwapApproveTransaction: build.query<SwapApproveTransaction, { userAddress: CaipAddress; from: CaipAddress; to: CaipAddress }>({
      query: (params) => ({ url: 'v1/convert/build-approve', params }),
      rawResponseSchema: approveTxSchema,
      transformResponse: (response: z.output<typeof approveTxSchema>) => response.tx,
    }),
    buildSwapTransaction: build.query<
      SwapTransaction,
      { amount: string; from: CaipAddress; to: CaipAddress; userAddress: CaipAddress; disableEstimate?: boolean }
    >({
      query: ({ amount, from, to, userAddress, disableEstimate }) => ({
        url: 'v1/convert/build-transaction',
        method: 'POST',
        body: { amount, eip155: { slippage: String(SLIPPAGE_TOLERANCE) }, from, to, userAddress, disableEstimate },
      }),
      extraOptions: { projectIdInBody: true },
      rawResponseSchema: swapTxSchema,
      transformResponse: (response: z.output<typeof swapTxSchema>) => response.tx,
    }),
  }),
});

/** The hooks the Swap view reads its answers with. */
export const { useGetSwapQuotesQuery, useGetSwapTokensQuery, useGetSwapAllowanceQuery, useGetGasPriceQuery, useBuildSwapTransactionQuery } =
  swapsApi;
