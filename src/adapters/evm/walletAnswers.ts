// What an EVM wallet's answers must look like before they are used or shown.

/** `0x` and 64 hex digits (docs/behaviour.md#validation). */
export function isTransactionHash(value: unknown): boolean {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value);
}

/** `0x` and at least 62 hex digits (docs/behaviour.md#validation). */
export function isSignedMessage(value: unknown): boolean {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value);
}
