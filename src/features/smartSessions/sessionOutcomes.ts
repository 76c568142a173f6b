// The outcomes the smart-sessions effects announce. No view moves on them, so only the effects' chunk holds them.
import { createAction } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import type { SmartSession } from './sessionsApi';

/** The wallet and the provider API revoked it. */
export const smartSessionRevoked = createAction<{ pci: string }>('smartSessions/revoked');
/** It was not revoked: why, for the user. */
export const smartSessionRevokeFailed = createAction<{ pci: string; notice: Notice }>('smartSessions/revokeFailed');
/** A host's `grantPermissions` ended in a session the provider API keeps. */
export const smartSessionGranted = createAction<SmartSession>('smartSessions/granted');
