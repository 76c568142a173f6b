// The few SPL Token pieces a transfer and a balance read need, written out rather than taken from @solana/spl-token,
// whose layouts and codecs would make the lazy chunk several times larger: two instructions, two account layouts and the
// associated token account's address. They hold for the Token program and for Token-2022, whose base layouts are the same.
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';

const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

/** The SPL programs whose mints and accounts these layouts read. */
export const isTokenProgram = (program: PublicKey) => program.equals(TOKEN_PROGRAM_ID) || program.equals(TOKEN_2022_PROGRAM_ID);

/** The address of `owner`'s associated account for `mint`: where wallets keep (and send) that token. */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)[0];
}

// web3.js types instruction data as Node's Buffer but only reads it as bytes; a Uint8Array spares the page a Buffer polyfill.
const instructionData = (bytes: Uint8Array) => bytes as Buffer;

/** Creates `owner`'s associated account for `mint`, paid by `payer`; does nothing when it exists (CreateIdempotent). */
export function createAssociatedTokenAccountIdempotent(
  payer: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint, tokenProgram), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: instructionData(Uint8Array.of(1)),
  });
}

/** Moves `amount` (integer units) of `mint` from `source` to `destination`; the program checks the mint and its decimals. */
export function transferChecked(
  { source, mint, destination, owner }: Record<'source' | 'mint' | 'destination' | 'owner', PublicKey>,
  amount: bigint,
  decimals: number,
  tokenProgram: PublicKey,
): TransactionInstruction {
  const data = new Uint8Array(10);
  const view = new DataView(data.buffer);
  view.setUint8(0, 12); // TransferChecked
  view.setBigUint64(1, amount, true);
  view.setUint8(9, decimals);
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: instructionData(data),
  });
}

/** A mint's decimals, from its account data (82 bytes: …, decimals at 44, initialised at 45); undefined for anything else. */
export function mintDecimals(data: Uint8Array): number | undefined {
  if (data.length < 82 || data[45] !== 1) return undefined;
  return data[44];
}

/** A token account's mint and amount, from its account data (mint at 0, owner at 32, amount at 64); undefined for anything else. */
export function tokenAccountBalance(data: Uint8Array): { mint: string; amount: bigint } | undefined {
  if (data.length < 165) return undefined;
  const amount = new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(64, true);
  return { mint: new PublicKey(data.subarray(0, 32)).toBase58(), amount };
}
