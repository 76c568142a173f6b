/** Keys of sign-in in `localStorage` (docs/behaviour.md#storage): the default sign-in's sessions (docs/behaviour.md#sign-in). */
export const SIGN_IN_STORAGE_KEYS = { siwxSessions: '@redux-wallet-modal/siwx_sessions' } as const;
