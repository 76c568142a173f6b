import { pairingExpiry } from './pairingExpiry';
import { PAIRING_LIFETIME_MS } from './pairingLifetime';

const NOW = 1_700_000_000_000;
const uriExpiringAt = (ms: number) => `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=${ms / 1000}`;

describe('pairingExpiry (pairing 4 min)', () => {
  it('holds a URI for the 4-minute lifetime even when the SDK gives it longer', () => {
    expect(pairingExpiry(uriExpiringAt(NOW + 5 * 60_000), NOW)).toBe(NOW + PAIRING_LIFETIME_MS);
  });

  it('follows the URI when it expires sooner', () => {
    expect(pairingExpiry(uriExpiringAt(NOW + 60_000), NOW)).toBe(NOW + 60_000);
  });

  it('uses the 4-minute lifetime for a URI without a readable expiry', () => {
    expect(pairingExpiry(`wc:${'ab'.repeat(32)}@2?relay-protocol=irn`, NOW)).toBe(NOW + PAIRING_LIFETIME_MS);
    expect(pairingExpiry(`wc:x@2?expiryTimestamp=soon`, NOW)).toBe(NOW + PAIRING_LIFETIME_MS);
  });
});
