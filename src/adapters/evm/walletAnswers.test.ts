import { isSignedMessage, isTransactionHash } from './walletAnswers';

describe('hashes and signatures', () => {
  const hash = `0x${'a'.repeat(64)}`;
  it('accepts 0x and 64 hex digits as a transaction hash', () => {
    expect(isTransactionHash(hash)).toBe(true);
    expect(isTransactionHash(hash.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isTransactionHash(`${hash}a`)).toBe(false);
    expect(isTransactionHash(hash.slice(0, -1))).toBe(false);
    expect(isTransactionHash('a'.repeat(66))).toBe(false);
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false);
  });
  it('accepts 0x and at least 62 hex digits as a signed message', () => {
    expect(isSignedMessage(`0x${'1'.repeat(62)}`)).toBe(true);
    expect(isSignedMessage(`0x${'1'.repeat(130)}`)).toBe(true);
    expect(isSignedMessage(`0x${'1'.repeat(61)}`)).toBe(false);
    expect(isSignedMessage(`0x${'z'.repeat(62)}`)).toBe(false);
    expect(isSignedMessage(null)).toBe(false);
  });
});
