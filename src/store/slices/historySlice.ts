import { createSlice } from '@reduxjs/toolkit';

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

export const { activityListOpened, activityListClosed } = historySlice.actions;
