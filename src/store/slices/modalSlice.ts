import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../constants';

/**
 * @public The views the features declare (docs/behaviour.md#modal), filled in by declaration merging from the features'
 * view tables (`shell/features.ts`), so a new view is named where its feature defines it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface RegisteredViews {}
export type ViewName = keyof RegisteredViews & string;

/** What a view is opened with (e.g. the swap arguments); plain data so the stack stays serialisable. */
export type ViewData = Readonly<Record<string, string | number | boolean | null>>;

export interface ViewEntry {
  view: ViewName;
  data?: ViewData;
  /** The chain family this view serves, when it serves one (Connect pushed for a Solana wallet). */
  namespace?: ChainNamespace;
}

export interface ModalSliceState {
  open: boolean;
  loading: boolean;
  /** The modal shakes for 500 ms when a close is refused. */
  shake: boolean;
  namespace: ChainNamespace | undefined;
  /** The view stack, first view first; the last entry is on screen. */
  history: ViewEntry[];
}

export interface OpenModalArgs {
  view?: ViewName;
  namespace?: ChainNamespace;
  data?: ViewData;
}

function closeState(state: ModalSliceState) {
  state.open = false;
  state.loading = false;
  state.shake = false;
  state.history = [];
}

export const modalSlice = createSlice({
  name: 'modal',
  initialState: (): ModalSliceState => ({ open: false, loading: false, shake: false, namespace: undefined, history: [] }),
  reducers: {
    /** A request to open; the modal listener picks the first view (docs/behaviour.md#modal) and dispatches `opened`. */
    openRequested: {
      reducer: (_state, _action: PayloadAction<OpenModalArgs>) => {},
      prepare: (args: OpenModalArgs = {}) => ({ payload: args }),
    },
    /** The visitor reached for the Connect button (a pointer over it, focus on it, a touch): the modal may open soon. */
    intentShown() {},
    opened(state, action: PayloadAction<ViewEntry & { namespace?: ChainNamespace }>) {
      const { view, data, namespace } = action.payload;
      state.open = true;
      state.namespace = namespace;
      state.history = [data ? { view, data } : { view }];
    },
    /** A request to close; the modal listener applies the closing rules of docs/behaviour.md#modal. */
    closeRequested: {
      reducer: (_state, _action: PayloadAction<{ force: boolean }>) => {},
      prepare: ({ force = false }: { force?: boolean } = {}) => ({ payload: { force } }),
    },
    closed: closeState,
    viewPushed(state, action: PayloadAction<ViewEntry>) {
      state.history.push(action.payload);
    },
    /** Pops a view; on the first view the modal listener turns it into a close request. */
    wentBack(state) {
      if (state.history.length > 1) state.history.pop();
    },
    viewsReset(state, action: PayloadAction<ViewEntry>) {
      state.history = [action.payload];
    },
    /** Replaces the last `view` of the stack, and every view above it, with `entry`; without `view`, nothing moves. */
    viewReplaced(state, action: PayloadAction<{ view: ViewName; entry: ViewEntry }>) {
      const at = state.history.findLastIndex((entry) => entry.view === action.payload.view);
      if (at >= 0) state.history.splice(at, state.history.length - at, action.payload.entry);
    },
    shakeStarted(state) {
      state.shake = true;
    },
    shakeEnded(state) {
      state.shake = false;
    },
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
  },
  selectors: {
    selectIsModalOpen: (state) => state.open,
    selectCurrentView: (state) => state.history.at(-1),
    selectViewHistory: (state) => state.history,
    selectIsModalLoading: (state) => state.loading,
    selectIsModalShaking: (state) => state.shake,
    /**
     * The family the current view serves: its own (a view pushed for one family), else the one the modal was opened for
     * (`openModal({ namespace })`). Its lists show only that family's.
     */
    selectModalNamespace: (state) => state.history.at(-1)?.namespace ?? state.namespace,
  },
});

export const {
  openRequested: openModal,
  intentShown,
  opened: modalOpened,
  closeRequested: closeModal,
  closed: modalClosed,
  viewPushed,
  wentBack,
  viewsReset,
  viewReplaced,
  shakeStarted,
  shakeEnded,
  loadingChanged,
} = modalSlice.actions;
export const { selectIsModalOpen, selectCurrentView, selectViewHistory, selectIsModalLoading, selectIsModalShaking, selectModalNamespace } =
  modalSlice.selectors;
