import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import type { ViewData } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress } from '../../utils/caip';
import { isCaipAddress } from '../../utils/caip';
import { isDecimalString } from '../../utils/units';

/**
 * The swap form (docs/behaviour.md#swaps): the user's choices and where the swap stands. Tokens, balances, quotes,
 * allowances and built transactions are the APIs' answers, read from the cache.
 */
export interface SwapState {
  /** The token paid, by its CAIP-10 address; unset, the network's native currency. */
  fromToken: CaipAddress | undefined;
  toToken: CaipAddress | undefined;
  /** The amount as typed. */
  amount: string | undefined;
  /** The typed amount once the user paused typing: the quote is asked for it, not for every keystroke. */
  settledAmount: string | undefined;
  /** The user is looking at the review of the swap. */
  reviewing: boolean;
  status: 'idle' | 'approving' | 'swapping';
  /** Why the last approve or swap failed; cleared by the next try or change. */
  failure: Notice | undefined;
}

const emptyForm = (): SwapState => ({
  fromToken: undefined,
  toToken: undefined,
  amount: undefined,
  settledAmount: undefined,
  reviewing: false,
  status: 'idle',
  failure: undefined,
});

const caipAddressIn = (data: ViewData | undefined, name: string) => {
  const value = data?.[name];
  return isCaipAddress(value) ? value : undefined;
};

export const swapSlice = createSlice({
  name: 'swaps',
  initialState: emptyForm,
  reducers: {
    /** The Swap view was opened, with `openModal`'s data: `fromToken`, `toToken` (CAIP-10) and `amount` (decimal). */
    formOpened(_state, action: PayloadAction<ViewData | undefined>) {
      const data = action.payload;
      const given = data?.amount;
      const amount = typeof given === 'number' ? String(given) : typeof given === 'string' && isDecimalString(given) ? given : undefined;
      return {
        ...emptyForm(),
        fromToken: caipAddressIn(data, 'fromToken'),
        toToken: caipAddressIn(data, 'toToken'),
        amount,
        settledAmount: amount,
      };
    },
    fromTokenSelected(state, action: PayloadAction<CaipAddress>) {
      if (action.payload === state.toToken) state.toToken = state.fromToken;
      state.fromToken = action.payload;
      state.reviewing = false;
      state.failure = undefined;
    },
    toTokenSelected(state, action: PayloadAction<CaipAddress>) {
      if (action.payload === state.fromToken) state.fromToken = state.toToken;
      state.toToken = action.payload;
      state.reviewing = false;
      state.failure = undefined;
    },
    /** The from and to tokens change places (the amount stays, now of the other token). */
    tokensFlipped(state, action: PayloadAction<{ from: CaipAddress; to: CaipAddress }>) {
      state.fromToken = action.payload.to;
      state.toToken = action.payload.from;
      state.reviewing = false;
      state.failure = undefined;
    },
    amountChanged(state, action: PayloadAction<string | undefined>) {
      state.amount = action.payload;
      state.reviewing = false;
      state.failure = undefined;
    },
    amountSettled(state, action: PayloadAction<string | undefined>) {
      state.settledAmount = action.payload;
    },
    reviewOpened(state) {
      state.reviewing = true;
      state.failure = undefined;
    },
    reviewClosed(state) {
      state.reviewing = false;
    },
    /** Turned on in the same step as the request, so the listener can tell a second click from the first. */
    approveRequested(state) {
      state.status = 'approving';
      state.failure = undefined;
    },
    approved(state) {
      state.status = 'idle';
    },
    /** The user asked to swap at the quote they saw (`quotedAmount`, the to token's integer units). */
    swapRequested(state, _action: PayloadAction<{ quotedAmount: string }>) {
      state.status = 'swapping';
      state.failure = undefined;
    },
    failed(state, action: PayloadAction<Notice>) {
      state.status = 'idle';
      state.failure = action.payload;
    },
    formReset: emptyForm,
  },
  selectors: {
    selectSwapState: (state) => state,
  },
});

export const {
  formOpened: swapFormOpened,
  fromTokenSelected,
  toTokenSelected,
  tokensFlipped,
  amountChanged,
  amountSettled,
  reviewOpened,
  reviewClosed,
  approveRequested,
  approved,
  swapRequested,
  failed: swapFailed,
  formReset: swapFormReset,
} = swapSlice.actions;

declare module '../../store/rootReducer' {
  // The swap form is the swaps feature's state, injected when the Swap view is first shown (swapListeners.ts).
  interface LazyLoadedSlices extends WithSlice<typeof swapSlice> {}
}

export const { selectSwapState } = swapSlice.getSelectors((state: WalletModalState) => state.swaps ?? swapSlice.getInitialState());

/** Whether the swap form's state has joined the store (the Swap view's first showing loads it). */
export const selectSwapFormReady = (state: WalletModalState) => state.swaps !== undefined;

/** The Max button: the whole balance of the from token, less a swap's fee when it is the native currency. */
export const maxAmountRequested = createAction('swaps/maxAmountRequested');
