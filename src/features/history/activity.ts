import { DISPLAY } from '../../constants';
import { historyMessages } from '../../i18n/english/history';
import { type Translate, translator } from '../../i18n/useMessages';
import { type HistoryTransaction, type HistoryTransfer, isSpamNft } from '../../model/transaction';
import { formatMonthYear } from '../../utils/time';
import { formatNumber } from '../../utils/units';

type HistoryKey = keyof typeof historyMessages;

/** English, for code outside React (the default labels of these helpers). */
const english = translator(historyMessages, { locale: 'en', messages: {} });

/** Transaction quantities show 3 decimals. */
const SMALLEST_SHOWN = `<0.${'0'.repeat(DISPLAY.quantityDecimals - 1)}1`;

const minedAt = (transaction: HistoryTransaction) => new Date(transaction.metadata.minedAt).getTime();

export function newestFirst(transactions: readonly HistoryTransaction[]): HistoryTransaction[] {
  return [...transactions].sort((a, b) => minedAt(b) - minedAt(a));
}

export interface MonthGroup {
  /** `YYYY-MM`, in the viewer's time zone like the label. */
  key: string;
  label: string;
  transactions: HistoryTransaction[];
}

const monthKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * Newest first, grouped by year and month; the current month reads 'This month'. `t` and `monthYear` give
 * the labels in the active locale (English by default).
 */
export function groupByMonth(
  transactions: readonly HistoryTransaction[],
  now: number = Date.now(),
  t: Translate<HistoryKey> = english,
  monthYear: (date: Date) => string = formatMonthYear,
): MonthGroup[] {
  const currentMonth = monthKey(new Date(now));
  const groups: MonthGroup[] = [];
  for (const transaction of newestFirst(transactions)) {
    const date = new Date(transaction.metadata.minedAt);
    const key = monthKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.transactions.push(transaction);
    else groups.push({ key, label: key === currentMonth ? t('activity.thisMonth') : monthYear(date), transactions: [transaction] });
  }
  return groups;
}

const TITLES: Record<string, HistoryKey> = {
  send: 'activity.sent',
  receive: 'activity.received',
  mint: 'activity.minted',
  burn: 'activity.burned',
  trade: 'activity.swapped',
  swap: 'activity.swapped',
  approve: 'activity.approved',
  deposit: 'activity.deposited',
  withdraw: 'activity.withdrawn',
  execute: 'activity.executed',
  deploy: 'activity.deployed',
  cancel: 'activity.cancelled',
};

/** The row title: known operations in the past tense (in `t`'s locale), any other capitalised as sent. */
export function transactionTitle(operationType: string, t: Translate<HistoryKey> = english): string {
  const type = operationType.trim();
  if (!type) return t('activity.transaction');
  const known = TITLES[type.toLowerCase()];
  return known ? t(known) : type.charAt(0).toUpperCase() + type.slice(1);
}

/** A quantity rounded to 3 decimals without trailing zeros; a non-zero amount never reads as 0. */
export function formatQuantity(numeric: string): string {
  const rounded = formatNumber(numeric.replace(/^-/, ''), DISPLAY.quantityDecimals).replace(/\.?0+$/, '');
  return rounded === '0' && /[1-9]/.test(numeric) ? SMALLEST_SHOWN : rounded;
}

const SIGNS: Record<NonNullable<HistoryTransfer['direction']>, string> = { in: '+', out: '-', self: '' };

/** One transfer as the row shows it: `-1.5 DEMO` for tokens, the NFT's name for NFTs. */
export function transferText(transfer: HistoryTransfer): string {
  if (transfer.nft_info) return transfer.nft_info.name?.trim() || 'NFT';
  const { numeric } = transfer.quantity;
  const sign = transfer.direction ? SIGNS[transfer.direction] : numeric.startsWith('-') ? '-' : '';
  const symbol = transfer.fungible_info?.symbol ?? '';
  return `${sign}${formatQuantity(numeric)}${symbol ? ` ${symbol}` : ''}`;
}

/** The image of a transfer: a token's icon or an NFT's preview (its URL is checked where it is rendered). */
export function transferImage(transfer: HistoryTransfer | undefined): string | undefined {
  return transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url;
}

/** The other side of the transaction as seen from `account`: who it went to, or came from. */
export function counterparty(transaction: HistoryTransaction, account: string | undefined): { label: 'To' | 'From'; address: string } {
  const { sentFrom, sentTo } = transaction.metadata;
  return account !== undefined && sentFrom.toLowerCase() === account.toLowerCase()
    ? { label: 'To', address: sentTo }
    : { label: 'From', address: sentFrom };
}

export interface NftItem {
  key: string;
  name: string;
  imageUrl: string | undefined;
}

/** The NFTs tab: every NFT transfer that is not flagged as spam, newest first. */
export function nftItems(transactions: readonly HistoryTransaction[]): NftItem[] {
  return newestFirst(transactions).flatMap((transaction) =>
    transaction.transfers.flatMap((transfer, index) =>
      transfer.nft_info && !isSpamNft(transfer)
        ? [{ key: `${transaction.id}:${index}`, name: transferText(transfer), imageUrl: transferImage(transfer) }]
        : [],
    ),
  );
}
