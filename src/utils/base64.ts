// Base64 for binary data (Solana transactions travel in it; JSON Web Keys in its URL-safe form), with the platform's
// atob/btoa.

export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64url without padding (RFC 4648, section 5), as JSON Web Keys write their bytes. */
export const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
