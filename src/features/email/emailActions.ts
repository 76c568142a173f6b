import { createAction } from '@reduxjs/toolkit';

/** Which code the user is asked for: the login's, or one of the two an e-mail change sends (docs/behaviour.md#embedded-wallet). */
export type CodePurpose = 'login' | 'updatePrimary' | 'updateSecondary';

// The flow's outcomes the navigation table moves the view stack on; the flow's other actions load with it (emailSlice.ts).

/** A code went to `email`: the code view shows. */
export const codeSent = createAction<{ email: string; purpose: CodePurpose }>('email/codeSent');
/** The user's e-mail is known but this device is not: the device-verification view shows while the link is awaited. */
export const deviceVerificationRequired = createAction<{ email: string }>('email/deviceVerificationRequired');
/** The e-mail change is done: back to the account. */
export const emailUpdated = createAction<{ email: string }>('email/emailUpdated');
/** A request of the embedded wallet waits for the user's approval in the frame: the approval view shows it. */
export const approvalStarted = createAction('email/approvalStarted');
/** No request waits for an approval any more. */
export const approvalEnded = createAction('email/approvalEnded');
/** The embedded wallet was asked for a method it refuses: the modal opens to say so. */
export const rpcRefused = createAction('email/rpcRefused');
