// The revoke's outcomes. No view moves on them (the Smart Sessions view stays, its list asked again), so only the
// effects' chunk holds them; a grant's are in sessionActions.ts, for the navigation table.
import { createAction } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';

/** The wallet and the provider API revoked it. */
export const smartSessionRevoked = createAction<{ pci: string }>('smartSessions/revoked');
/** It was not revoked: why, for the user. */
export const smartSessionRevokeFailed = createAction<{ pci: string; notice: Notice }>('smartSessions/revokeFailed');
