import type { VersionedTransaction } from '@solana/web3.js';
import { formatUnits } from '../utils/units';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAMS = new Set(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb']);
const SYSTEM_TRANSFER = 2;
const TOKEN_TRANSFER_CHECKED = 12;

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/**
 * The wallet prompt's line for a Solana transaction, in the units the user thinks in: "Send 0.25 SOL to 7Ecd…FLtV on
 * Solana Local" for a SOL transfer, "Send 5 of token 6j45…YSDP to …" for an SPL one (to the receiver's token account),
 * "Sign a transaction of 3 instructions on …" otherwise.
 */
export function describeSolanaTransaction(transaction: VersionedTransaction, chain: { name: string }): string {
  const { message } = transaction;
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const instructions = message.compiledInstructions;
  const sends = instructions.flatMap(({ programIdIndex, accountKeyIndexes, data }) => {
    const program = keys[programIdIndex];
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const account = (position: number) => keys[accountKeyIndexes[position] ?? -1] ?? '?';
    if (program === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === SYSTEM_TRANSFER) {
      return [`${formatUnits(view.getBigUint64(4, true), 9)} SOL to ${short(account(1))}`];
    }
    if (program && TOKEN_PROGRAMS.has(program) && data.length === 10 && data[0] === TOKEN_TRANSFER_CHECKED) {
      const amount = formatUnits(view.getBigUint64(1, true), data[9] as number);
      return [`${amount} of token ${short(account(1))} to ${short(account(2))}`];
    }
    return [];
  });
  if (sends.length > 0) return `Send ${sends.join(', ')} on ${chain.name}`;
  return `Sign a transaction of ${instructions.length} instruction${instructions.length === 1 ? '' : 's'} on ${chain.name}`;
}
