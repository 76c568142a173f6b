import { providerApi } from '../../api/providerApi';
import { type HistoryTransaction, historyTransactionSchema, visibleTransactions } from '../../model/transaction';
import type { CaipNetworkId } from '../../utils/caip';
import { lenientArray, nullable } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';

const historyPageSchema = z.object({
  data: lenientArray(historyTransactionSchema),
  next: z.optional(nullable(nonEmptyString())),
});
export interface HistoryPage {
  transactions: HistoryTransaction[];
  next: string | undefined;
}

/** Whose history, on which chain. */
export interface HistoryQuery {
  account: string;
  chainId?: CaipNetworkId;
  onramp?: 'coinbase';
}

export interface HistoryArgs extends HistoryQuery {
  cursor?: string;
}

/** `GET /v1/account/{account}/history` (docs/behaviour.md#api): the page at `cursor`; `next` is the cursor of the following one. */
const historyPageRequest = ({ account, cursor, chainId, onramp }: HistoryArgs) => ({
  url: `v1/account/${encodeURIComponent(account)}/history`,
  params: { cursor, onramp, chainId },
  // The Coinbase on-ramp history is never served from an HTTP cache.
  cache: onramp === 'coinbase' ? ('no-cache' as const) : undefined,
});

// The cache keeps what Activity may show: for a chain, its entries without spam.
const historyPage = (page: z.output<typeof historyPageSchema>, chainId: CaipNetworkId | undefined): HistoryPage => ({
  transactions: chainId ? visibleTransactions(page.data, chainId) : page.data,
  next: page.next ?? undefined,
});

export const historyApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The history Activity and NFTs show (docs/behaviour.md#activity-and-nfts), one page after another by the `next`
     * cursor. A refetch (Retry, a balance change) starts over from the first page: the pages after it are not asked again.
     */
    getHistory: build.infiniteQuery<HistoryPage, HistoryQuery, string | undefined>({
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: (lastPage) => lastPage.next,
        refetchCachedPages: false,
      },
      query: ({ queryArg, pageParam }) => historyPageRequest({ ...queryArg, cursor: pageParam }),
      rawResponseSchema: historyPageSchema,
      transformResponse: (page: z.output<typeof historyPageSchema>, _meta, { queryArg }) => historyPage(page, queryArg.chainId),
      providesTags: (_result, _error, { account }) => [{ type: 'History', id: account }],
    }),
    /** One page on its own: the first page fetched again to see whether pending entries went through. */
    getHistoryPage: build.query<HistoryPage, HistoryArgs>({
      query: historyPageRequest,
      rawResponseSchema: historyPageSchema,
      transformResponse: (page: z.output<typeof historyPageSchema>, _meta, { chainId }) => historyPage(page, chainId),
      providesTags: (_result, _error, { account }) => [{ type: 'History', id: account }],
    }),
  }),
});
