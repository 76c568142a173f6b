import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AlertId } from '../../errors';
import type { Notice } from '../../i18n/notice';

export type ToastVariant = 'loading' | 'success' | 'error';

export interface Toast {
  id: number;
  variant: ToastVariant;
  /** What it says: shown in the active locale. */
  notice: Notice;
}

export interface AlertsSliceState {
  toast: Toast | undefined;
  /** A toast waiting for the open one to close (shown 150 ms later). */
  queuedToast: Toast | undefined;
  alert: AlertId | undefined;
  /** Alerts already raised this session; those shown once per page load (docs/behaviour.md#errors) are not raised again. */
  raisedAlerts: AlertId[];
  nextToastId: number;
}

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState: (): AlertsSliceState => ({
    toast: undefined,
    queuedToast: undefined,
    alert: undefined,
    raisedAlerts: [],
    nextToastId: 1,
  }),
  reducers: {
    toastRequested: {
      reducer(state, action: PayloadAction<Omit<Toast, 'id'>>) {
        const toast = { ...action.payload, id: state.nextToastId++ };
        // While one is open or a swap is under way, the newest waits its turn (and replaces any older waiter).
        if (state.toast || state.queuedToast) state.queuedToast = toast;
        else state.toast = toast;
      },
      prepare: (variant: ToastVariant, notice: Notice) => ({ payload: { variant, notice } }),
    },
    toastHidden(state) {
      state.toast = undefined;
    },
    queuedToastShown(state) {
      state.toast = state.queuedToast;
      state.queuedToast = undefined;
    },
    alertRaised(state, action: PayloadAction<{ id: AlertId; once?: boolean }>) {
      const { id, once = false } = action.payload;
      if (once && state.raisedAlerts.includes(id)) return;
      state.alert = id;
      if (!state.raisedAlerts.includes(id)) state.raisedAlerts.push(id);
    },
    alertDismissed(state) {
      state.alert = undefined;
    },
  },
  selectors: {
    selectToast: (state) => state.toast,
    selectAlert: (state) => state.alert,
  },
});

export const { toastRequested, toastHidden, queuedToastShown, alertRaised, alertDismissed } = alertsSlice.actions;
export const { selectToast, selectAlert } = alertsSlice.selectors;
