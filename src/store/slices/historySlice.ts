import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryTransaction } from '../../model/transaction';

/** The Activity list: pages fetched so far for the connected account and chain, and the next cursor. */
export interface HistorySliceState {
  transactions: HistoryTransaction[];
  next: string | undefined;
  loading: boolean;
  /** True once a fetch returned nothing more to show. */
  empty: boolean;
  /** The last fetch failed ('Failed to fetch transactions'). */
  failed: boolean;
  /** Activity or NFTs asked for this history since it was last cleared; a balance change then reloads it. */
  shown: boolean;
  /** How many Activity lists are on screen: pending entries are watched only while one is. A clear keeps it. */
  openActivityLists: number;
}

const emptyHistory = (): HistorySliceState => ({
  transactions: [],
  next: undefined,
  loading: false,
  empty: false,
  failed: false,
  shown: false,
  openActivityLists: 0,
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
    /**
     * A first page fetched again to see whether pending entries went through: its entries take the place of
     * the loaded ones with the same id and new ones are added; pages loaded after it and the cursor stay.
     */
    historyFirstPageRefreshed(state, action: PayloadAction<HistoryTransaction[]>) {
      const fresh = new Map(action.payload.map((transaction) => [transaction.id, transaction]));
      const loaded = new Set(state.transactions.map((transaction) => transaction.id));
      state.transactions = [
        ...action.payload.filter((transaction) => !loaded.has(transaction.id)),
        ...state.transactions.map((transaction) => fresh.get(transaction.id) ?? transaction),
      ];
      state.empty = state.transactions.length === 0;
    },
    /** 'Failed to fetch transactions': empties the history and clears the cursor. */
    historyFetchFailed(state) {
      Object.assign(state, emptyHistory(), { empty: true, failed: true, shown: state.shown, openActivityLists: state.openActivityLists });
    },
    historyCleared(state) {
      Object.assign(state, emptyHistory(), { openActivityLists: state.openActivityLists });
    },
    activityListOpened(state) {
      state.openActivityLists += 1;
    },
    activityListClosed(state) {
      state.openActivityLists -= 1;
    },
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

export const {
  historyPageRequested,
  historyPageReceived,
  historyFirstPageRefreshed,
  historyFetchFailed,
  historyCleared,
  activityListOpened,
  activityListClosed,
} = historySlice.actions;
export const { selectHistory } = historySlice.selectors;
