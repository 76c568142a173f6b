// ADR-036 signatures (Cosmos SDK, docs/architecture/adr-036-arbitrary-signature.md): a message signed as the only
// `sign/MsgSignData` of an amino sign document with no chain, fee or sequence, which is what Keplr's `signArbitrary`
// signs. With @cosmjs: loaded only to make or check one.
import { decodeSignature, makeSignDoc, pubkeyToAddress, type StdSignature, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { toBase64 } from '../../utils/base64';
import { z } from '../../utils/zod';
import { decodeCosmosAddress } from './family';

const SECP256K1_PUBKEY = 'tendermint/PubKeySecp256k1';
const base64Of = (length: number) =>
  z.string().check(
    z.refine((text) => {
      try {
        return atob(text).length === length;
      } catch {
        return false;
      }
    }),
  );

/** A secp256k1 `StdSignature`: the compressed public key (33 bytes) and the signature's r and s (64 bytes), in base64. */
const stdSignatureSchema = z.object({
  pub_key: z.object({ type: z.literal(SECP256K1_PUBKEY), value: base64Of(33) }),
  signature: base64Of(64),
});

/** `value` as a secp256k1 `StdSignature` with only its own fields, or undefined when it is not one. */
export function readStdSignature(value: unknown): StdSignature | undefined {
  const parsed = stdSignatureSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { pub_key, signature } = parsed.data;
  return { pub_key: { type: pub_key.type, value: pub_key.value }, signature };
}

/** The ADR-036 sign document of `data` (text is signed as its UTF-8 bytes) by `signer`. */
export function adr036SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }], { gas: '0', amount: [] }, '', '', 0, 0);
}

/**
 * Whether `signature` is `signer`'s ADR-036 signature of `data`: its public key is the one `signer` is the address of,
 * and it signed the sign document's SHA-256.
 */
export async function verifyAdr036(signer: string, data: string | Uint8Array, signature: StdSignature): Promise<boolean> {
  const address = decodeCosmosAddress(signer);
  if (!address || readStdSignature(signature) === undefined) return false;
  try {
    if (pubkeyToAddress(signature.pub_key, address.prefix) !== signer.toLowerCase()) return false;
    const { pubkey, signature: bytes } = decodeSignature(signature);
    const digest = sha256(serializeSignDoc(adr036SignDoc(signer.toLowerCase(), data)));
    return await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), digest, pubkey);
  } catch {
    return false;
  }
}
