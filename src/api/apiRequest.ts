/** SDK identification sent with every API request as `st` and `sv` (docs/behaviour.md#api). */
export const SDK_TYPE = 'redux-wallet-modal';

export const SDK_VERSION = 'redux-wallet-modal-0.1.0';

/** Our own bound on a provider or wallet-list API request: a hung request must end. */
export const API_REQUEST_TIMEOUT_MS = 10_000;
