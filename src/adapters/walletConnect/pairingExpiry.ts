import { PAIRING_LIFETIME_MS } from './pairingLifetime';

/** When a pairing URI expires: the pairing lifetime from `now`, or sooner if its `expiryTimestamp` (seconds) says so. */
export function pairingExpiry(uri: string, now: number): number {
  const seconds = Number(/[?&]expiryTimestamp=(\d+)/.exec(uri)?.[1]);
  const lifetimeEnd = now + PAIRING_LIFETIME_MS;
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, lifetimeEnd) : lifetimeEnd;
}
