// The parts of a serialized Solana transaction (legacy or versioned) the frame needs: where its signatures are, the
// message they sign, its signers, and enough of its instructions to tell the user what a plain SOL transfer does.
import bs58 from 'bs58';
import { ErrorText } from '../src/errors';

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;

/** Solana's compact-u16: 7 bits a byte, low first, at most 3 bytes. */
function compactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size];
    if (byte === undefined) break;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return [value, size + 1];
  }
  throw new Error(ErrorText.frameMalformedParams('transaction'));
}

export interface ParsedTransaction {
  bytes: Uint8Array;
  /** Where the signature slots start in `bytes`. */
  signaturesOffset: number;
  /** The message, which each signer signs. */
  message: Uint8Array;
  /** The base58 addresses that must sign, in signature order. */
  signers: string[];
  /** A plain SOL transfer's receivers and amounts (lamports), for the approval panel. */
  transfers: { from: string; to: string; lamports: bigint }[];
  instructionCount: number;
}

export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  const malformed = () => new Error(ErrorText.frameMalformedParams('transaction'));
  const [signatureCount, countSize] = compactU16(bytes, 0);
  const signaturesOffset = countSize;
  const messageOffset = signaturesOffset + signatureCount * SIGNATURE_BYTES;
  const message = bytes.subarray(messageOffset);
  let at = 0;
  const versioned = ((message[0] ?? 0) & 0x80) !== 0;
  if (versioned) at += 1;
  const requiredSignatures = message[at];
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount) throw malformed();
  at += 3;
  const [keyCount, keyCountSize] = compactU16(message, at);
  at += keyCountSize;
  const keys: string[] = [];
  for (let index = 0; index < keyCount; index++, at += KEY_BYTES) {
    if (at + KEY_BYTES > message.length) throw malformed();
    keys.push(bs58.encode(message.subarray(at, at + KEY_BYTES)));
  }
  at += KEY_BYTES; // The recent blockhash.
  const [instructionCount, instructionCountSize] = compactU16(message, at);
  at += instructionCountSize;
  const transfers: ParsedTransaction['transfers'] = [];
  for (let index = 0; index < instructionCount; index++) {
    const program = keys[message[at] ?? -1];
    const [accountCount, accountCountSize] = compactU16(message, at + 1);
    const accounts = [...message.subarray(at + 1 + accountCountSize, at + 1 + accountCountSize + accountCount)].map((i) => keys[i]);
    at += 1 + accountCountSize + accountCount;
    const [dataLength, dataLengthSize] = compactU16(message, at);
    const data = message.subarray(at + dataLengthSize, at + dataLengthSize + dataLength);
    at += dataLengthSize + dataLength;
    if (at > message.length) throw malformed();
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const [from, to] = accounts;
    if (program === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === SYSTEM_TRANSFER && from && to) {
      transfers.push({ from, to, lamports: view.getBigUint64(4, true) });
    }
  }
  return { bytes, signaturesOffset, message, signers: keys.slice(0, requiredSignatures), transfers, instructionCount };
}

/** The transaction with `signature` in `signer`'s slot. */
export function withSignature(transaction: ParsedTransaction, signer: string, signature: Uint8Array): Uint8Array {
  const index = transaction.signers.indexOf(signer);
  if (index === -1) throw new Error(ErrorText.frameNotASigner);
  const signed = Uint8Array.from(transaction.bytes);
  signed.set(signature, transaction.signaturesOffset + index * SIGNATURE_BYTES);
  return signed;
}
