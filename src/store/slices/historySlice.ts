import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryTransaction } from '../../model/transaction';

/** The Activity list: pages fetched so far for the connected account and chain, and the next cursor. */
export interface HistorySliceState {
  transactions: HistoryTransaction[];
  next: string | undefined;
  loading: boolean;
  /** True once a fetch returned nothing more to show. */
  empty: boolean;
  /** The last fetch failed ('Failed to fetch transactions', SPEC §8). */
  failed: boolean;
  /** Activity or NFTs asked for this history since it was last cleared; a balance change then reloads it. */
  shown: boolean;
}

const emptyHistory = (): HistorySliceState => ({
  transactions: [],
  next: undefined,
  loading: false,
  empty: false,
  failed: false,
  shown: false,
});

/** Activity (or the NFTs tab) is shown: fetch the first page for the active account and network. */
export const historyRequested = createAction('history/requested');
/** The list was scrolled to its end or 'Load more' pressed: fetch the page at the cursor, if any. */
export const historyNextPageRequested = createAction('history/nextPageRequested');

export const historySlice = createSlice({
  name: 'history',
  initialState: emptyHistory,
  reducers: {
    historyPageRequested(state) {
      state.loading = true;
    },
    /** A first page (`replace`) takes the place of what was there, so a refresh starts over; later pages append. */
    historyPageReceived(
      state,
      action: PayloadAction<{
        transactions: HistoryTransaction[];
        next: string | undefined;
        replace?: boolean;
      }>,
    ) {
      const { transactions, next, replace = false } = action.payload;
      if (replace) state.transactions = [];
      const known = new Set(state.transactions.map((transaction) => transaction.id));
      state.transactions.push(...transactions.filter((transaction) => !known.has(transaction.id)));
      state.next = next;
      state.loading = false;
      state.empty = state.transactions.length === 0;
      state.failed = false;
    },
    /** SPEC §8 'Failed to fetch transactions': empties the history and clears the cursor. */
    historyFetchFailed(state) {
      Object.assign(state, emptyHistory(), { empty: true, failed: true, shown: state.shown });
    },
    historyCleared: emptyHistory,
  },
  extraReducers: (builder) => {
    builder.addCase(historyRequested, (state) => {
      state.shown = true;
    });
  },
  selectors: {
    selectHistory: (state) => state,
  },
});

export const { historyPageRequested, historyPageReceived, historyFetchFailed, historyCleared } = historySlice.actions;
export const { selectHistory } = historySlice.selectors;
