import { historyFor } from '../../../mocks/fixtures/history.ts';
import type { HistoryTransaction } from '../../model/transaction';
import {
  historyCleared,
  historyFetchFailed,
  historyPageReceived,
  historyPageRequested,
  historyRequested,
  historySlice,
} from './historySlice';

const reduce = historySlice.reducer;
const transactions = historyFor('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') as unknown as HistoryTransaction[];

it('appends pages without duplicates and keeps the cursor', () => {
  let state = reduce(
    reduce(undefined, historyPageRequested()),
    historyPageReceived({ transactions: transactions.slice(0, 10), next: '10' }),
  );
  state = reduce(state, historyPageReceived({ transactions: transactions.slice(5, 15), next: '15' }));
  expect(state.transactions.map((t) => t.id)).toEqual(transactions.slice(0, 15).map((t) => t.id));
  expect(state).toMatchObject({ next: '15', loading: false, empty: false });
});

it("'Failed to fetch transactions' empties the history and clears the cursor", () => {
  const state = reduce(reduce(undefined, historyPageReceived({ transactions, next: '10' })), historyFetchFailed());
  expect(state).toMatchObject({ transactions: [], next: undefined, loading: false, empty: true });
});

it('replaces the list with a first page (a refresh) instead of appending it', () => {
  const state = reduce(
    reduce(undefined, historyPageReceived({ transactions: transactions.slice(0, 10), next: '10' })),
    historyPageReceived({ transactions: transactions.slice(3, 8), next: '8', replace: true }),
  );
  expect(state.transactions.map((t) => t.id)).toEqual(transactions.slice(3, 8).map((t) => t.id));
  expect(state.next).toBe('8');
});

it('remembers that the history was asked for through a failure, and forgets it when cleared', () => {
  const failed = reduce(reduce(undefined, historyRequested()), historyFetchFailed());
  expect(failed).toMatchObject({ shown: true, failed: true });
  expect(reduce(failed, historyPageReceived({ transactions, next: undefined })).failed).toBe(false);
  expect(reduce(failed, historyCleared())).toMatchObject({ shown: false, failed: false, empty: false });
});
