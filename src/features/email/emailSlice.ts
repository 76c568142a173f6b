import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import { connectSucceeded } from '../../store/slices/connectionSlice';
import type { WalletModalState } from '../../store/types';
import { approvalEnded, approvalStarted, type CodePurpose, codeSent, deviceVerificationRequired, emailUpdated } from './emailActions';

/** What the e-mail flow waits for. */
export type EmailStep = 'sending' | 'verifying' | 'waitingForDevice';

/** The e-mail flow's own state; the user and their accounts are the account's (accountSlice). */
export interface EmailSliceState {
  /** The step under way, if any. */
  pending: EmailStep | undefined;
  /** Why the last step failed, shown until the user types again. */
  problem: Notice | undefined;
  /** A code was sent again on request (the code view says so). */
  codeResent: boolean;
  /** A request of the embedded wallet waits for the user's approval in the frame. */
  approving: boolean;
}

const initialState = (): EmailSliceState => ({ pending: undefined, problem: undefined, codeResent: false, approving: false });
/** A new step starts afresh; an approval under way is not the steps' to end. */
const stepStarted = (state: EmailSliceState, pending: EmailStep | undefined) =>
  Object.assign(state, initialState(), { pending, approving: state.approving });

export const emailSlice = createSlice({
  name: 'email',
  initialState,
  reducers: {
    /** The user asks to log in with `email` (the e-mail view). */
    loginRequested(state, _action: PayloadAction<{ email: string }>) {
      stepStarted(state, 'sending');
    },
    /** The user entered a code. */
    codeSubmitted(state, _action: PayloadAction<{ email: string; otp: string; purpose: CodePurpose }>) {
      stepStarted(state, 'verifying');
    },
    /** The user asks for another code. */
    codeResendRequested(state, _action: PayloadAction<{ email: string; purpose: CodePurpose }>) {
      stepStarted(state, 'sending');
    },
    /** The device-verification view waits for the user to follow the mailed link. */
    deviceWaitRequested(state, _action: PayloadAction<{ email: string }>) {
      stepStarted(state, 'waitingForDevice');
    },
    /** The user asks to change the account's e-mail to `email`. */
    updateRequested(state, _action: PayloadAction<{ email: string }>) {
      stepStarted(state, 'sending');
    },
    codeResent(state) {
      state.pending = undefined;
      state.codeResent = true;
    },
    stepFailed(state, action: PayloadAction<Notice>) {
      state.pending = undefined;
      state.problem = action.payload;
    },
    /** The user typed again: the last problem no longer applies. */
    problemCleared(state) {
      state.problem = undefined;
      state.codeResent = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(approvalStarted, (state) => {
      state.approving = true;
    });
    builder.addCase(approvalEnded, (state) => {
      state.approving = false;
    });
    builder.addMatcher(isAnyOf(codeSent, deviceVerificationRequired, emailUpdated, connectSucceeded), (state) => {
      stepStarted(state, undefined);
    });
  },
  selectors: {
    selectEmailStep: (state) => state.pending,
    selectEmailProblem: (state) => state.problem,
    selectCodeResent: (state) => state.codeResent,
    selectIsApproving: (state) => state.approving,
  },
});

declare module '../../store/rootReducer' {
  // Injected when the flow starts (emailFlow.ts): a modal without the embedded wallet never loads it.
  interface LazyLoadedSlices extends WithSlice<typeof emailSlice> {}
}

export const {
  loginRequested,
  codeSubmitted,
  codeResendRequested,
  deviceWaitRequested,
  updateRequested,
  codeResent,
  stepFailed,
  problemCleared,
} = emailSlice.actions;

export const { selectEmailStep, selectEmailProblem, selectCodeResent, selectIsApproving } = emailSlice.getSelectors(
  (state: WalletModalState) => state.email ?? emailSlice.getInitialState(),
);
