import { createAction } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import type { CaipNetworkId } from '../../utils/caip';

/** Which sign-in: an account on a network (docs/behaviour.md#sign-in). */
export interface SessionKey {
  chainId: CaipNetworkId;
  address: string;
}

// The flow's events: the listeners act on them, the navigation table moves the modal on them, siwxSlice.ts keeps the
// one thing the flow remembers.

/** The user asked to sign (the sign-message view). */
export const signInRequested = createAction('siwx/signInRequested');
/** The user cancelled the sign-in: a required one disconnects, an optional one only closes. */
export const signInCancelled = createAction('siwx/signInCancelled');
/** The account has a session on the network: nothing to ask. */
export const sessionFound = createAction<SessionKey>('siwx/sessionFound');
/** The account has no session on the network: the sign-message view opens. */
export const sessionMissing = createAction<SessionKey>('siwx/sessionMissing');
/** The session is kept: the modal closes. */
export const signedIn = createAction<SessionKey>('siwx/signedIn');
/** The wallet or the app refused the signature, or sign-in cannot be asked for: the view opens again with why. */
export const signInFailed = createAction<Notice>('siwx/signInFailed');
/** The sign-in could not start: the host's sign-in could not read the sessions, or make a message. */
export const signInStartFailed = createAction('siwx/signInStartFailed');
/** After a sign-in that could not start, the wallet was disconnected: the modal starts over at Connect. */
export const signInUnavailable = createAction('siwx/signInUnavailable');
