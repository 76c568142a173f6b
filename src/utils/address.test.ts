import { truncateAddress } from './address';

describe('truncateAddress (4 first, 6 last)', () => {
  it('keeps the first 4 and the last 6 characters', () => {
    expect(truncateAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52...169EE7');
  });
  it('leaves values too short to shorten as they are', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901');
    expect(truncateAddress('')).toBe('');
  });
});
