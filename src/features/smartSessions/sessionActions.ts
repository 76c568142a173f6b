import { createAction } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import type { SmartSession } from './sessionsApi';

/** The user asked to revoke the smart session `pci` of the active account. */
export const smartSessionRevokeRequested = createAction<{ pci: string }>('smartSessions/revokeRequested');
/** The wallet and the provider API revoked it. */
export const smartSessionRevoked = createAction<{ pci: string }>('smartSessions/revoked');
/** It was not revoked: why, for the user. */
export const smartSessionRevokeFailed = createAction<{ pci: string; notice: Notice }>('smartSessions/revokeFailed');
/** A host's `grantPermissions` ended in a session the provider API keeps. */
export const smartSessionGranted = createAction<SmartSession>('smartSessions/granted');
