import { createAction } from '@reduxjs/toolkit';
import type { SmartSession } from './sessionsApi';

/** The user asked to revoke the smart session `pci` of the active account. */
export const smartSessionRevokeRequested = createAction<{ pci: string }>('smartSessions/revokeRequested');
/** A host's `grantPermissions` ended in a session the provider API keeps. */
export const smartSessionGranted = createAction<SmartSession>('smartSessions/granted');
/** A host's `grantPermissions` failed once the wallet was asked: the wallet or the provider API refused it. */
export const smartSessionGrantFailed = createAction('smartSessions/grantFailed');
