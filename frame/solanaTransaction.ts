// The parts of a serialized Solana transaction (legacy or versioned) the frame needs: where its signatures are, the
// message they sign, its signers, and its instructions read as far as the frame can tell the user what they do. The
// message is read by @solana/web3.js; the few instruction layouts are written out here (as src/adapters/solana/splToken.ts
// does), for the System, SPL Token (and Token-2022), Associated Token Account, Compute Budget and Memo programs.
import { VersionedMessage } from '@solana/web3.js';
import bs58 from 'bs58';
import { ErrorText } from '../src/errors';

const SIGNATURE_BYTES = 64;

const PROGRAMS = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  memoV1: 'Memo1UhkJRfHyvLVcLBgt5rRe4dvHLTy4XDxP9Rsr',
} as const;

/** Where an instruction names an account: its address, or the entry of an address lookup table it is loaded from. */
export type AccountName = string | { table: string; index: number };

/** A token amount: integer units, with the mint's decimals when the instruction states them (its Checked form). */
export interface TokenAmount {
  units: bigint;
  decimals: number | undefined;
}

/** One instruction as the frame reads it; `unread` is any other, named by its program. */
export type SolanaInstruction =
  | { type: 'transfer'; from: AccountName; to: AccountName; lamports: bigint }
  | { type: 'createAccount'; from: AccountName; account: AccountName; lamports: bigint; space: bigint; owner: string }
  | { type: 'assign'; account: AccountName; owner: string }
  | { type: 'allocate'; account: AccountName; space: bigint }
  | { type: 'advanceNonce'; nonce: AccountName; authority: AccountName }
  | { type: 'tokenTransfer'; from: AccountName; to: AccountName; owner: AccountName; mint: AccountName | undefined; amount: TokenAmount }
  | {
      type: 'tokenApprove';
      account: AccountName;
      delegate: AccountName;
      owner: AccountName;
      mint: AccountName | undefined;
      amount: TokenAmount;
    }
  | { type: 'tokenRevoke'; account: AccountName; owner: AccountName }
  | { type: 'tokenSetAuthority'; account: AccountName; authority: AccountName; newAuthority: string | undefined }
  | { type: 'tokenMint'; mint: AccountName; to: AccountName; authority: AccountName; amount: TokenAmount }
  | { type: 'tokenBurn'; account: AccountName; mint: AccountName; owner: AccountName; amount: TokenAmount }
  | { type: 'tokenClose'; account: AccountName; to: AccountName; owner: AccountName }
  | { type: 'tokenSyncNative'; account: AccountName }
  | { type: 'createTokenAccount'; payer: AccountName; account: AccountName; owner: AccountName; mint: AccountName }
  | { type: 'computeUnitLimit'; units: number }
  | { type: 'computeUnitPrice'; microLamports: bigint }
  | { type: 'memo'; text: string }
  | { type: 'unread'; program: string };

export interface ParsedTransaction {
  bytes: Uint8Array;
  /** Where the signature slots start in `bytes`. */
  signaturesOffset: number;
  /** The message, which each signer signs. */
  message: Uint8Array;
  /** The base58 addresses that must sign, in signature order. */
  signers: string[];
  /** Every instruction, in order, for the approval panel. */
  instructions: SolanaInstruction[];
}

const malformed = () => new Error(ErrorText.frameMalformedParams('transaction'));

/** Solana's compact-u16: 7 bits a byte, low first, at most 3 bytes. */
function compactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size];
    if (byte === undefined) break;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return [value, size + 1];
  }
  throw malformed();
}

/**
 * `bytes` read as a transaction message (legacy or versioned), when they are one and nothing more: what a signature over
 * them would make valid on a Solana network. Undefined for any other bytes.
 */
export function transactionMessageOf(bytes: Uint8Array): VersionedMessage | undefined {
  try {
    const message = VersionedMessage.deserialize(bytes);
    return message.serialize().length === bytes.length ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Reads one instruction's data by its program's layout; `unread` when the layout is not one written out here. */
function readInstruction(program: string, accounts: AccountName[], data: Uint8Array): SolanaInstruction {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const unread: SolanaInstruction = { type: 'unread', program };
  /** Whether the data is `length` bytes and the instruction names at least `count` accounts: its layout's shape. */
  const shaped = (length: number, count: number) => data.length === length && accounts.length >= count;
  const at = (position: number) => accounts[position] as AccountName;
  const address = (offset: number) => bs58.encode(data.subarray(offset, offset + 32));
  switch (program) {
    case PROGRAMS.system: {
      const kind = data.length >= 4 ? view.getUint32(0, true) : -1;
      if (kind === 0 && shaped(52, 2)) {
        return {
          type: 'createAccount',
          from: at(0),
          account: at(1),
          lamports: view.getBigUint64(4, true),
          space: view.getBigUint64(12, true),
          owner: address(20),
        };
      }
      if (kind === 1 && shaped(36, 1)) return { type: 'assign', account: at(0), owner: address(4) };
      if (kind === 2 && shaped(12, 2)) return { type: 'transfer', from: at(0), to: at(1), lamports: view.getBigUint64(4, true) };
      if (kind === 4 && shaped(4, 3)) return { type: 'advanceNonce', nonce: at(0), authority: at(2) };
      if (kind === 8 && shaped(12, 1)) return { type: 'allocate', account: at(0), space: view.getBigUint64(4, true) };
      return unread;
    }
    case PROGRAMS.token:
    case PROGRAMS.token2022:
      return readTokenInstruction(data, view, shaped, at, address) ?? unread;
    case PROGRAMS.associatedToken:
      // Create (no data, or 0) and CreateIdempotent (1): the same accounts.
      if (data.length > 1 || (data[0] ?? 0) > 1 || accounts.length < 4) return unread;
      return { type: 'createTokenAccount', payer: at(0), account: at(1), owner: at(2), mint: at(3) };
    case PROGRAMS.computeBudget:
      if (data[0] === 2 && data.length === 5) return { type: 'computeUnitLimit', units: view.getUint32(1, true) };
      if (data[0] === 3 && data.length === 9) return { type: 'computeUnitPrice', microLamports: view.getBigUint64(1, true) };
      return unread;
    case PROGRAMS.memo:
    case PROGRAMS.memoV1:
      try {
        return { type: 'memo', text: new TextDecoder('utf-8', { fatal: true }).decode(data) };
      } catch {
        return unread;
      }
    default:
      return unread;
  }
}

/** SPL Token's base instructions (the same in Token-2022); undefined for any other. */
function readTokenInstruction(
  data: Uint8Array,
  view: DataView,
  shaped: (length: number, count: number) => boolean,
  at: (position: number) => AccountName,
  address: (offset: number) => string,
): SolanaInstruction | undefined {
  const plain = (): TokenAmount => ({ units: view.getBigUint64(1, true), decimals: undefined });
  const checked = (): TokenAmount => ({ units: view.getBigUint64(1, true), decimals: data[9] });
  switch (data[0]) {
    case 3:
      return shaped(9, 3) ? { type: 'tokenTransfer', from: at(0), to: at(1), owner: at(2), mint: undefined, amount: plain() } : undefined;
    case 12:
      return shaped(10, 4) ? { type: 'tokenTransfer', from: at(0), mint: at(1), to: at(2), owner: at(3), amount: checked() } : undefined;
    case 4:
      return shaped(9, 3)
        ? { type: 'tokenApprove', account: at(0), delegate: at(1), owner: at(2), mint: undefined, amount: plain() }
        : undefined;
    case 13:
      return shaped(10, 4)
        ? { type: 'tokenApprove', account: at(0), mint: at(1), delegate: at(2), owner: at(3), amount: checked() }
        : undefined;
    case 5:
      return shaped(1, 2) ? { type: 'tokenRevoke', account: at(0), owner: at(1) } : undefined;
    case 6:
      // The authority's kind (a byte), then an optional new authority: 0, or 1 and its address.
      if (shaped(3, 2) && data[2] === 0) return { type: 'tokenSetAuthority', account: at(0), authority: at(1), newAuthority: undefined };
      if (shaped(35, 2) && data[2] === 1) return { type: 'tokenSetAuthority', account: at(0), authority: at(1), newAuthority: address(3) };
      return undefined;
    case 7:
      return shaped(9, 3) ? { type: 'tokenMint', mint: at(0), to: at(1), authority: at(2), amount: plain() } : undefined;
    case 14:
      return shaped(10, 3) ? { type: 'tokenMint', mint: at(0), to: at(1), authority: at(2), amount: checked() } : undefined;
    case 8:
      return shaped(9, 3) ? { type: 'tokenBurn', account: at(0), mint: at(1), owner: at(2), amount: plain() } : undefined;
    case 15:
      return shaped(10, 3) ? { type: 'tokenBurn', account: at(0), mint: at(1), owner: at(2), amount: checked() } : undefined;
    case 9:
      return shaped(1, 3) ? { type: 'tokenClose', account: at(0), to: at(1), owner: at(2) } : undefined;
    case 17:
      return shaped(1, 1) ? { type: 'tokenSyncNative', account: at(0) } : undefined;
    default:
      return undefined;
  }
}

/** The instructions of `message`, each account named by its address or its lookup table's entry. */
function instructionsOf(message: VersionedMessage): SolanaInstruction[] {
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  // Loaded accounts follow the static ones: every table's writable entries, then every table's read-only entries.
  const loaded: AccountName[] = [
    ...message.addressTableLookups.flatMap(({ accountKey, writableIndexes }) =>
      writableIndexes.map((index) => ({ table: accountKey.toBase58(), index })),
    ),
    ...message.addressTableLookups.flatMap(({ accountKey, readonlyIndexes }) =>
      readonlyIndexes.map((index) => ({ table: accountKey.toBase58(), index })),
    ),
  ];
  const names: AccountName[] = [...keys, ...loaded];
  return message.compiledInstructions.map(({ programIdIndex, accountKeyIndexes, data }) => {
    // A program is always a static key; an index past them, or past every account, is no transaction's.
    const program = keys[programIdIndex];
    if (program === undefined || accountKeyIndexes.some((index) => names[index] === undefined)) throw malformed();
    return readInstruction(
      program,
      accountKeyIndexes.map((index) => names[index] as AccountName),
      Uint8Array.from(data),
    );
  });
}

export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  const [signatureCount, countSize] = compactU16(bytes, 0);
  const signaturesOffset = countSize;
  const message = bytes.subarray(signaturesOffset + signatureCount * SIGNATURE_BYTES);
  // The whole rest is the message the signatures cover: bytes after it would be signed without being shown.
  const read = transactionMessageOf(message);
  if (!read || read.header.numRequiredSignatures !== signatureCount) throw malformed();
  const signers = read.staticAccountKeys.slice(0, signatureCount).map((key) => key.toBase58());
  if (signers.length !== signatureCount) throw malformed();
  return { bytes, signaturesOffset, message, signers, instructions: instructionsOf(read) };
}

/** The transaction with `signature` in `signer`'s slot. */
export function withSignature(transaction: ParsedTransaction, signer: string, signature: Uint8Array): Uint8Array {
  const index = transaction.signers.indexOf(signer);
  if (index === -1) throw new Error(ErrorText.frameNotASigner);
  const signed = Uint8Array.from(transaction.bytes);
  signed.set(signature, transaction.signaturesOffset + index * SIGNATURE_BYTES);
  return signed;
}
