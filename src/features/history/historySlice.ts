import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { WalletModalState } from '../../store/types';

/**
 * What the client owns of Activity: how many Activity lists are on screen, for pending entries are watched only while one
 * is. The history itself is RTK Query's (features/history/historyApi.ts).
 */
export interface HistorySliceState {
  openActivityLists: number;
}

export const historySlice = createSlice({
  name: 'history',
  initialState: (): HistorySliceState => ({ openActivityLists: 0 }),
  reducers: {
    activityListOpened(state) {
      state.openActivityLists += 1;
    },
    activityListClosed(state) {
      state.openActivityLists -= 1;
    },
  },
});

declare module '../../store/rootReducer' {
  // Injected when the store is made (shell/features.ts).
  interface LazyLoadedSlices extends WithSlice<typeof historySlice> {}
}

export const { activityListOpened, activityListClosed } = historySlice.actions;

/** How many Activity lists are on screen. */
export const selectOpenActivityLists = (state: WalletModalState) => state.history?.openActivityLists ?? 0;
