import { HISTORY_ANCHOR, historyFor } from '../../../mocks/fixtures/history.ts';
import { type HistoryTransaction, type HistoryTransfer, isSpam, visibleTransactions } from '../../model/transaction';
import { TEST_ADDRESS } from '../../test/connect';
import {
  counterparty,
  formatQuantity,
  groupByMonth,
  newestFirst,
  nftItems,
  transactionTitle,
  transferImage,
  transferText,
} from './activity';

const DAY = 86_400_000;
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const fixture = historyFor(TEST_ADDRESS) as unknown as HistoryTransaction[];
/** The fixture's index of each entry (its id ends in `:index`). */
const indexes = (transactions: readonly HistoryTransaction[]) => transactions.map((transaction) => Number(transaction.id.split(':')[1]));

function entry(id: string, minedAt: string, transfers: HistoryTransfer[] = [], overrides: Partial<HistoryTransaction['metadata']> = {}) {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: TEST_ADDRESS,
      sentTo: OTHER,
      ...overrides,
    },
    transfers,
  } satisfies HistoryTransaction;
}
const token = (numeric: string, direction?: HistoryTransfer['direction'], symbol = 'DEMO'): HistoryTransfer => ({
  direction,
  quantity: { numeric },
  fungible_info: { symbol, icon: { url: `https://icons.example/${symbol}.png` } },
});
const nft = (name: string | undefined, isSpamFlag: boolean): HistoryTransfer => ({
  quantity: { numeric: '1' },
  nft_info: { name, content: { preview: { url: 'https://nfts.example/1.png' } }, flags: { is_spam: isSpamFlag } },
});

describe('the history spam filter', () => {
  it('drops an entry whose transfers are all spam-flagged NFTs, keeps one with a real transfer beside spam, and one with no transfers', () => {
    expect(isSpam(entry('a', '2026-11-01T00:00:00Z', [nft('Claim', true)]))).toBe(true);
    expect(isSpam(entry('b', '2026-11-01T00:00:00Z', [nft('Claim', true), nft('Claim 2', true)]))).toBe(true);
    expect(isSpam(entry('c', '2026-11-01T00:00:00Z', [nft('Claim', true), token('1', 'in')]))).toBe(false);
    expect(isSpam(entry('d', '2026-11-01T00:00:00Z', [nft('Ghoul', false)]))).toBe(false);
    expect(isSpam(entry('e', '2026-11-01T00:00:00Z', []))).toBe(false);
  });

  it('keeps only the connected chain and no spam: the fixture on each of its chains', () => {
    expect(indexes(visibleTransactions(fixture, 'eip155:1'))).toEqual([0, 1, 2, 6, 7, 9, 10, 12, 14, 15, 16, 19, 20, 21, 22, 24]);
    expect(indexes(visibleTransactions(fixture, 'eip155:137'))).toEqual([3, 8, 13, 18]);
    expect(indexes(visibleTransactions(fixture, 'eip155:31337'))).toEqual([4]);
    expect(visibleTransactions(fixture, 'eip155:10')).toEqual([]);
  });

  it('drops an entry without a chain: it cannot be shown as the connected chain’s', () => {
    const { chain: _chain, ...metadata } = entry('x', '2026-11-01T00:00:00Z').metadata;
    expect(visibleTransactions([{ id: 'x', metadata, transfers: [] }], 'eip155:1')).toEqual([]);
  });
});

describe('grouping by year and month, newest first', () => {
  it('puts the newest first whatever the order it came in', () => {
    const shuffled = [fixture[3], fixture[0], fixture[24], fixture[1]] as HistoryTransaction[];
    expect(indexes(newestFirst(shuffled))).toEqual([0, 1, 3, 24]);
  });

  it('labels months like "November 2025" across years, and the current month "This month"', () => {
    const groups = groupByMonth(visibleTransactions(fixture, 'eip155:1'), HISTORY_ANCHOR + DAY);
    expect(groups.map((group) => [group.label, indexes(group.transactions)])).toEqual([
      ['This month', [0]],
      ['October 2026', [1]],
      ['September 2026', [2]],
      ['July 2026', [6, 7]],
      ['June 2026', [9]],
      ['May 2026', [10]],
      ['April 2026', [12]],
      ['March 2026', [14]],
      ['February 2026', [15, 16]],
      ['December 2025', [19]],
      ['November 2025', [20, 21]],
      ['October 2025', [22]],
      ['September 2025', [24]],
    ]);
  });

  it('names the anchor month once the month is over, and keeps the same month of different years apart', () => {
    const lastYear = entry('old', '2025-11-20T12:00:00Z');
    const thisYear = entry('new', '2026-11-20T12:00:00Z');
    const groups = groupByMonth([lastYear, thisYear], Date.UTC(2027, 0, 15));
    expect(groups.map((group) => group.label)).toEqual(['November 2026', 'November 2025']);
  });

  it('returns no groups for no transactions', () => {
    expect(groupByMonth([], HISTORY_ANCHOR)).toEqual([]);
  });
});

describe('row texts', () => {
  it.each([
    ['send', 'Sent'],
    ['receive', 'Received'],
    ['mint', 'Minted'],
    ['trade', 'Swapped'],
    ['SEND', 'Sent'],
    ['stake', 'Stake'],
    ['bridge-out', 'Bridge-out'],
    ['  ', 'Transaction'],
  ])('operation %p is titled %p', (operationType, title) => {
    expect(transactionTitle(operationType)).toBe(title);
  });

  it.each([
    ['1.5', '1.5'],
    ['1.23456', '1.235'],
    ['1.2344', '1.234'],
    ['100', '100'],
    ['0.0004', '<0.001'],
    ['0', '0'],
    ['0.0005', '0.001'],
    ['-2.5', '2.5'],
  ])('quantity %s shows as %s (3 decimals)', (numeric, shown) => {
    expect(formatQuantity(numeric)).toBe(shown);
  });

  it('signs amounts by direction and names NFTs', () => {
    expect(transferText(token('1.5', 'out'))).toBe('-1.5 DEMO');
    expect(transferText(token('10', 'in', 'USDC'))).toBe('+10 USDC');
    expect(transferText(token('3', 'self'))).toBe('3 DEMO');
    expect(transferText(token('-4', undefined))).toBe('-4 DEMO');
    expect(transferText({ quantity: { numeric: '2' } })).toBe('2');
    expect(transferText(nft('Based Ghoul #1204', false))).toBe('Based Ghoul #1204');
    expect(transferText(nft(undefined, false))).toBe('NFT');
  });

  it('takes the token icon or the NFT preview as the image', () => {
    expect(transferImage(token('1', 'in'))).toBe('https://icons.example/DEMO.png');
    expect(transferImage(nft('Ghoul', false))).toBe('https://nfts.example/1.png');
    expect(transferImage(undefined)).toBeUndefined();
  });

  it('shows the other side of the transaction', () => {
    const sent = entry('s', '2026-11-01T00:00:00Z');
    const received = entry('r', '2026-11-01T00:00:00Z', [], { sentFrom: OTHER, sentTo: TEST_ADDRESS });
    expect(counterparty(sent, TEST_ADDRESS.toLowerCase())).toEqual({ label: 'To', address: OTHER });
    expect(counterparty(received, TEST_ADDRESS)).toEqual({ label: 'From', address: OTHER });
  });
});

describe('the NFTs tab', () => {
  it('lists the non-spam NFT transfers, newest first, spam beside a real one left out', () => {
    const mixed = entry('m', '2026-10-01T00:00:00Z', [nft('Claim', true), nft('Real #2', false), token('1', 'in')]);
    const newer = entry('n', '2026-11-01T00:00:00Z', [nft('Real #1', false)]);
    expect(nftItems([mixed, newer])).toEqual([
      { key: 'n:0', name: 'Real #1', imageUrl: 'https://nfts.example/1.png' },
      { key: 'm:1', name: 'Real #2', imageUrl: 'https://nfts.example/1.png' },
    ]);
  });

  it('finds the fixture’s one real NFT on Polygon', () => {
    expect(nftItems(visibleTransactions(fixture, 'eip155:137')).map((item) => item.name)).toEqual(['Based Ghoul #1204']);
    expect(nftItems(visibleTransactions(fixture, 'eip155:1'))).toEqual([]);
  });
});
