import { createPublicKey, verify } from 'node:crypto';
import bs58 from 'bs58';

/**
 * Whether `signature` (base58, or its bytes) is the ed25519 signature of `message` (UTF-8 text, or bytes) by the key
 * whose base58 public key is `address`, as a Solana account signs: the local API's sign-in and the tests check with it.
 * The key is given as a JSON Web Key (its raw bytes): Node parses a DER key with OpenSSL, which refuses one whenever an
 * unrelated operation left an error on OpenSSL's queue.
 */
export function verifiesEd25519(message: string | Uint8Array, signature: string | Uint8Array, address: string): boolean {
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bs58.decode(address)).toString('base64url') },
    format: 'jwk',
  });
  const messageBytes = typeof message === 'string' ? Buffer.from(message, 'utf8') : message;
  return verify(null, messageBytes, publicKey, typeof signature === 'string' ? bs58.decode(signature) : signature);
}
