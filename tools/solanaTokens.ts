// SPL token accounts and mints as the local Solana chain reads them: which accounts are token accounts, and their
// `jsonParsed` form as a Solana node gives it (`getTokenAccountsByOwner`, `getAccountInfo` with `encoding: 'jsonParsed'`).

import {
  ACCOUNT_SIZE,
  AccountType,
  MINT_SIZE,
  type Mint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type Account as TokenAccount,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import type { AccountInfo, PublicKey } from '@solana/web3.js';

/** The name a node gives each token program in `jsonParsed` answers. */
const PROGRAM_NAMES = new Map([
  [TOKEN_PROGRAM_ID.toBase58(), 'spl-token'],
  [TOKEN_2022_PROGRAM_ID.toBase58(), 'spl-token-2022'],
]);

export const isTokenProgram = (programId: string) => PROGRAM_NAMES.has(programId);

/** Token-2022 accounts with extensions carry their type after the base layout; the base sizes alone say it otherwise. */
function tokenKind(info: AccountInfo<Uint8Array>): 'account' | 'mint' | undefined {
  if (!PROGRAM_NAMES.has(info.owner.toBase58())) return undefined;
  if (info.data.length === ACCOUNT_SIZE) return 'account';
  if (info.data.length === MINT_SIZE) return 'mint';
  if (!info.owner.equals(TOKEN_2022_PROGRAM_ID) || info.data.length <= ACCOUNT_SIZE) return undefined;
  const type = info.data[ACCOUNT_SIZE];
  return type === AccountType.Account ? 'account' : type === AccountType.Mint ? 'mint' : undefined;
}

const withBuffer = (info: AccountInfo<Uint8Array>): AccountInfo<Buffer> => ({ ...info, data: Buffer.from(info.data) });

/** The token account at `address`, if `info` is one. */
export function readTokenAccount(address: PublicKey, info: AccountInfo<Uint8Array> | null): TokenAccount | undefined {
  return info && tokenKind(info) === 'account' ? unpackAccount(address, withBuffer(info), info.owner) : undefined;
}

/** The mint at `address`, if `info` is one. */
export function readMint(address: PublicKey, info: AccountInfo<Uint8Array> | null): Mint | undefined {
  return info && tokenKind(info) === 'mint' ? unpackMint(address, withBuffer(info), info.owner) : undefined;
}

/** `12.5` for 12500000 at 6 decimals: the amount in whole tokens, trailing zeros trimmed. */
function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A node's `UiTokenAmount`: the raw amount as a string, and in whole tokens. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}

/**
 * `info` in a node's `jsonParsed` form when it is a token account or a mint (`decimalsOf` tells a token account's
 * mint decimals); undefined otherwise, where a node falls back to base64. Token-2022 extensions are not listed.
 */
export function parsedTokenData(address: PublicKey, info: AccountInfo<Uint8Array>, decimalsOf: (mint: PublicKey) => number) {
  const program = PROGRAM_NAMES.get(info.owner.toBase58()) as string;
  const space = info.data.length;
  const account = readTokenAccount(address, info);
  if (account) {
    const decimals = decimalsOf(account.mint);
    return {
      program,
      space,
      parsed: {
        type: 'account',
        info: {
          isNative: account.isNative,
          mint: account.mint.toBase58(),
          owner: account.owner.toBase58(),
          state: account.isFrozen ? 'frozen' : account.isInitialized ? 'initialized' : 'uninitialized',
          tokenAmount: uiTokenAmount(account.amount, decimals),
          ...(account.delegate && {
            delegate: account.delegate.toBase58(),
            delegatedAmount: uiTokenAmount(account.delegatedAmount, decimals),
          }),
          ...(account.closeAuthority && { closeAuthority: account.closeAuthority.toBase58() }),
          ...(account.rentExemptReserve !== null && { rentExemptReserve: uiTokenAmount(account.rentExemptReserve, decimals) }),
        },
      },
    };
  }
  const mint = readMint(address, info);
  if (!mint) return undefined;
  return {
    program,
    space,
    parsed: {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority?.toBase58() ?? null,
        supply: mint.supply.toString(),
      },
    },
  };
}
