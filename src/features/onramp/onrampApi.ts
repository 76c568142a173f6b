'use client';

import { providerApi } from '../../api/providerApi';
import { amountSchema, lenientArray } from '../../utils/schemas';
import { httpUrl, nonEmptyString, z } from '../../utils/zod';
import { ONRAMP_FALLBACK_CURRENCIES, ONRAMP_FALLBACK_LIMITS } from './onrampFallback';

/** On-ramp options (docs/behaviour.md#onramp). */
const onrampOptionsSchema = z.object({
  purchaseCurrencies: lenientArray(
    z.object({
      id: nonEmptyString(),
      name: z.string(),
      symbol: nonEmptyString(),
      networks: lenientArray(z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
    }),
  ),
  paymentCurrencies: lenientArray(
    z.object({
      id: nonEmptyString(),
      payment_method_limits: lenientArray(z.object({ id: nonEmptyString(), min: z.string(), max: z.string() })),
    }),
  ),
});
export type OnrampOptions = z.output<typeof onrampOptionsSchema>;

/** On-ramp quote (docs/behaviour.md#onramp). */
const onrampQuoteSchema = z.object({
  coinbaseFee: amountSchema,
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string(),
});
export type OnrampQuote = z.output<typeof onrampQuoteSchema>;

export interface OnrampQuoteArgs {
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  network: string;
}

export interface OnrampUrlArgs {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[];
  defaultNetwork?: string;
  partnerUserId: string;
  presetCryptoAmount?: number;
  presetFiatAmount?: number;
}

/** When the options cannot be fetched, the built-in list (docs/behaviour.md#onramp) is used. */
export const fallbackOnrampOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
  ],
  paymentCurrencies: ONRAMP_FALLBACK_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', ...ONRAMP_FALLBACK_LIMITS.card },
      { id: 'ach_bank_account', ...ONRAMP_FALLBACK_LIMITS.bankAccount },
    ],
  })),
};

const FALLBACK_QUOTE_ID = 'mocked-quote-id';

/** Whether `quote` is the stand-in for a quote that could not be fetched (no fees, no amount: an estimate at most). */
export const isFallbackQuote = (quote: OnrampQuote) => quote.quoteId === FALLBACK_QUOTE_ID;

/** When no quote can be fetched, a mocked one with no fees stands in, clearly marked by its id. */
function fallbackOnrampQuote({ amount, paymentCurrency, purchaseCurrency }: OnrampQuoteArgs): OnrampQuote {
  const zero = { amount: '0', currency: paymentCurrency };
  return {
    coinbaseFee: zero,
    networkFee: zero,
    paymentSubtotal: { amount, currency: paymentCurrency },
    paymentTotal: { amount, currency: paymentCurrency },
    purchaseAmount: { amount: '0', currency: purchaseCurrency },
    quoteId: FALLBACK_QUOTE_ID,
  };
}

export const onrampApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    generateOnrampUrl: build.mutation<string, OnrampUrlArgs>({
      query: (args) => ({ url: 'v1/generators/onrampurl', method: 'POST', body: { ...args, defaultExperience: 'buy' } }),
      rawResponseSchema: z.object({ url: httpUrl }),
      transformResponse: (response: { url: string }) => response.url,
    }),
    getOnrampOptions: build.query<OnrampOptions, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('v1/onramp/options');
        const parsed = onrampOptionsSchema.safeParse(result.data);
        return { data: !result.error && parsed.success ? parsed.data : fallbackOnrampOptions };
      },
    }),
    getOnrampQuote: build.query<OnrampQuote, OnrampQuoteArgs>({
      async queryFn(args, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'v1/onramp/quote', method: 'POST', body: args });
        const parsed = onrampQuoteSchema.safeParse(result.data);
        return { data: !result.error && parsed.success ? parsed.data : fallbackOnrampQuote(args) };
      },
    }),
  }),
});

/** The Buy view's reads (docs/behaviour.md#onramp); the purchase's URL is the effects' (onrampEffects.ts). */
export const { useGetOnrampOptionsQuery, useGetOnrampQuoteQuery } = onrampApi;
