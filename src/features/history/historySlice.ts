import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaipNetworkId } from '../../utils/caip';
import type { HistoryTransaction } from './historyApi';

/** The Activity list: pages fetched so far for the connected account and chain, and the next cursor. */
export interface HistorySliceState {
  transactions: HistoryTransaction[];
  next: string | undefined;
  loading: boolean;
  /** True once a fetch returned nothing more to show. */
  empty: boolean;
  lastNetworkInView: CaipNetworkId | undefined;
}

const emptyHistory = (): HistorySliceState => ({
  transactions: [],
  next: undefined,
  loading: false,
  empty: false,
  lastNetworkInView: undefined,
});

export const historySlice = createSlice({
  name: 'history',
  initialState: emptyHistory,
  reducers: {
    historyPageRequested(state) {
      state.loading = true;
    },
    historyPageReceived(
      state,
      action: PayloadAction<{ transactions: HistoryTransaction[]; next: string | undefined; caipNetworkId: CaipNetworkId }>,
    ) {
      const { transactions, next, caipNetworkId } = action.payload;
      const known = new Set(state.transactions.map((transaction) => transaction.id));
      state.transactions.push(...transactions.filter((transaction) => !known.has(transaction.id)));
      state.next = next;
      state.loading = false;
      state.empty = state.transactions.length === 0;
      state.lastNetworkInView = caipNetworkId;
    },
    /** SPEC §8 'Failed to fetch transactions': empties the history and clears the cursor. */
    historyFetchFailed(state) {
      Object.assign(state, emptyHistory(), { empty: true });
    },
    historyCleared: emptyHistory,
  },
  selectors: {
    selectHistory: (state) => state,
  },
});

export const { historyPageRequested, historyPageReceived, historyFetchFailed, historyCleared } = historySlice.actions;
export const { selectHistory } = historySlice.selectors;
