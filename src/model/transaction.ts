import type { CaipNetworkId } from '../utils/caip';
import { caipNetworkIdSchema, decimalStringSchema, isoDateTimeSchema, lenientArray, nullable } from '../utils/schemas';
import { nonEmptyString, z } from '../utils/zod';

const transferSchema = z.object({
  direction: z.optional(z.enum(['in', 'out', 'self'])),
  quantity: z.object({ numeric: decimalStringSchema }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
  fungible_info: z.optional(
    z.object({ name: z.optional(z.string()), symbol: z.optional(z.string()), icon: z.optional(nullable(z.object({ url: z.string() }))) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string(), content_type: z.optional(z.string()) })) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
});

/** One entry of an account's transaction history, as the history API lists it. */
export const historyTransactionSchema = z.object({
  id: nonEmptyString(),
  metadata: z.object({
    minedAt: isoDateTimeSchema,
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

/** The spam filter: an entry whose transfers are all spam-flagged NFTs; one without transfers is kept. */
export function isSpam(transaction: HistoryTransaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every(isSpamNft);
}

/** What Activity may show of a page: no spam, and only the connected chain. */
export function visibleTransactions(transactions: readonly HistoryTransaction[], caipNetworkId: CaipNetworkId): HistoryTransaction[] {
  return transactions.filter((transaction) => transaction.metadata.chain === caipNetworkId && !isSpam(transaction));
}
