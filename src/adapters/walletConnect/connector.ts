import { PAIRING_LIFETIME_MS } from '../../constants';

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** When a pairing URI expires: its `expiryTimestamp` (seconds), else the SPEC §9 lifetime from `now`. */
export function pairingExpiry(uri: string, now: number): number {
  const seconds = Number(/[?&]expiryTimestamp=(\d+)/.exec(uri)?.[1]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : now + PAIRING_LIFETIME_MS;
}
