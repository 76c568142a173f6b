import { providerApi } from '../../api/providerApi';
import { type HistoryTransaction, historyTransactionSchema, visibleTransactions } from '../../model/transaction';
import type { CaipNetworkId } from '../../utils/caip';
import { lenientArray } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';

const historyPageSchema = z.object({
  data: lenientArray(historyTransactionSchema),
  next: z.optional(z.nullable(nonEmptyString())),
});
export interface HistoryPage {
  transactions: HistoryTransaction[];
  next: string | undefined;
}

export interface HistoryArgs {
  account: string;
  cursor?: string;
  chainId?: CaipNetworkId;
  onramp?: 'coinbase';
}

export const historyApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /v1/account/{account}/history` (docs/behaviour.md#api): one page; `next` is the cursor of the following one. */
    getHistoryPage: build.query<HistoryPage, HistoryArgs>({
      query: ({ account, cursor, chainId, onramp }) => ({
        url: `v1/account/${encodeURIComponent(account)}/history`,
        params: { cursor, onramp, chainId },
        // The Coinbase on-ramp history is never served from an HTTP cache.
        cache: onramp === 'coinbase' ? 'no-cache' : undefined,
      }),
      rawResponseSchema: historyPageSchema,
      // The cache keeps what Activity may show: for a chain, its entries without spam.
      transformResponse: (page: z.output<typeof historyPageSchema>, _meta, { chainId }) => ({
        transactions: chainId ? visibleTransactions(page.data, chainId) : page.data,
        next: page.next ?? undefined,
      }),
      providesTags: (_result, _error, { account }) => [{ type: 'History', id: account }],
    }),
  }),
});
