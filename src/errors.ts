/**
 * The error catalogue (docs/behaviour.md#errors): the texts a host sees in thrown errors and logs (`ErrorText`, one
 * export a text in errorText.ts), the server's messages, the wallets' codes and the alerts.
 */
export * as ErrorText from './errorTexts';

/** Messages the provider API sends that map to alerts (docs/behaviour.md#errors). */
export const ServerMessage = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const;

/** The alerts (docs/behaviour.md#errors), one export each in alertTexts.ts. */
export * as Alerts from './alertTexts';
export * as OnDemandAlerts from './onDemandAlertTexts';
// A module of their own: only code loaded on demand reads them, and a bundler places a module whole.
export { WalletErrorCode } from './walletErrorCodes';
export type AlertId = keyof typeof import('./alertTexts') | keyof typeof import('./onDemandAlertTexts');
