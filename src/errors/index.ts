/**
 * The error catalogue (docs/behaviour.md#errors): the texts a host sees in thrown errors and logs (`ErrorText`, one
 * module a domain in this folder), the server's messages, the wallets' codes and the alerts (`Alerts`, src/alerts/).
 */
export * as ErrorText from './texts';

/** Messages the provider API sends that map to alerts (docs/behaviour.md#errors). */
export const ServerMessage = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const;

export * as Alerts from '../alerts';
export type AlertId = keyof typeof import('../alerts');
// A module of their own: only code loaded on demand reads them, and a bundler places a module whole.
export { WalletErrorCode } from '../walletErrorCodes';
