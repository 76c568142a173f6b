import { createAction } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';

/** The user asked to register `name` (with its `.reown.id` suffix) for the active eip155 account. */
export const nameRegistrationRequested = createAction<string>('names/registrationRequested');
/** The registration has begun: the wallet is asked to sign it. */
export const nameRegistrationStarted = createAction<string>('names/registrationStarted');
/** The name is registered for the account: the success view takes the register view's place. */
export const nameRegistered = createAction<string>('names/registered');
/** The registration failed: why, for the user. */
export const nameRegistrationFailed = createAction<{ name: string; notice: Notice }>('names/registrationFailed');
