import { providerApi } from '../../api/providerApi';
import { caipNetworkIdSchema, decimalStringSchema, lenientArray } from '../../api/schemas';
import type { CaipNetworkId } from '../../utils/caip';
import { nonEmptyString, z } from '../../utils/zod';

const transferSchema = z.object({
  direction: z.optional(z.enum(['in', 'out', 'self'])),
  quantity: z.object({ numeric: decimalStringSchema }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
  fungible_info: z.optional(
    z.object({ name: z.optional(z.string()), symbol: z.optional(z.string()), icon: z.optional(z.nullable(z.object({ url: z.string() }))) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string(), content_type: z.optional(z.string()) })) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
});

/** The Transaction history entry of SPEC §3. */
export const historyTransactionSchema = z.object({
  id: nonEmptyString(),
  metadata: z.object({
    minedAt: z.iso.datetime({ offset: true }),
    chain: z.optional(caipNetworkIdSchema),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.optional(z.string()),
  }),
  transfers: lenientArray(transferSchema),
});
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>;
export type HistoryTransfer = z.infer<typeof transferSchema>;

export const isSpamNft = (transfer: HistoryTransfer) => transfer.nft_info?.flags.is_spam === true;

/** SPEC §5 spam filter: an entry whose transfers are all spam-flagged NFTs; one without transfers is kept. */
export function isSpam(transaction: HistoryTransaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every(isSpamNft);
}

/** SPEC §5: what Activity may show of a page: no spam, and only the connected chain. */
export function visibleTransactions(transactions: readonly HistoryTransaction[], caipNetworkId: CaipNetworkId): HistoryTransaction[] {
  return transactions.filter((transaction) => transaction.metadata.chain === caipNetworkId && !isSpam(transaction));
}

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
    /** SPEC §7 `GET /v1/account/{account}/history`: one page; `next` is the cursor of the following one. */
    getHistoryPage: build.query<HistoryPage, HistoryArgs>({
      query: ({ account, cursor, chainId, onramp }) => ({
        url: `v1/account/${encodeURIComponent(account)}/history`,
        params: { cursor, onramp, chainId },
        // SPEC §7: the Coinbase on-ramp history is never served from an HTTP cache.
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

export const { useGetHistoryPageQuery } = historyApi;
