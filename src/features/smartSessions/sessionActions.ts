import { createAction } from '@reduxjs/toolkit';

/** The user asked to revoke the smart session `pci` of the active account. */
export const smartSessionRevokeRequested = createAction<{ pci: string }>('smartSessions/revokeRequested');
