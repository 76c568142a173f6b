import { historyFor } from '../../../mocks/fixtures/history.ts';
import type { HistoryTransaction } from './historyApi';
import { historyFetchFailed, historyPageReceived, historyPageRequested, historySlice } from './historySlice';

const reduce = historySlice.reducer;
const transactions = historyFor('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') as unknown as HistoryTransaction[];

it('appends pages without duplicates and keeps the cursor', () => {
  let state = reduce(
    reduce(undefined, historyPageRequested()),
    historyPageReceived({ transactions: transactions.slice(0, 10), next: '10', caipNetworkId: 'eip155:1' }),
  );
  state = reduce(state, historyPageReceived({ transactions: transactions.slice(5, 15), next: '15', caipNetworkId: 'eip155:1' }));
  expect(state.transactions.map((t) => t.id)).toEqual(transactions.slice(0, 15).map((t) => t.id));
  expect(state).toMatchObject({ next: '15', loading: false, empty: false, lastNetworkInView: 'eip155:1' });
});

it("'Failed to fetch transactions' empties the history and clears the cursor (SPEC §8)", () => {
  const state = reduce(
    reduce(undefined, historyPageReceived({ transactions, next: '10', caipNetworkId: 'eip155:1' })),
    historyFetchFailed(),
  );
  expect(state).toMatchObject({ transactions: [], next: undefined, loading: false, empty: true });
});
