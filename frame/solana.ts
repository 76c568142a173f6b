// The Solana methods of an RPC_REQUEST, in the shapes WalletConnect's Solana methods use (base58 messages and
// signatures, base64 transactions), which is how the modal's Solana adapter already asks a wallet.
import bs58 from 'bs58';
import { ErrorText } from '../src/errors';
import { fromBase64, toBase64 } from '../src/utils/base64';
import { formatUnits } from '../src/utils/units';
import { nonEmptyString, z } from '../src/utils/zod';
import type { ApprovalRequest, ApprovalRow, Approve } from './approval';
import type { FrameNetwork } from './config';
import { unsupportedMethod, userRejected } from './errors';
import type { UserKeys } from './keyStore';
import { callNode } from './rpc';
import {
  type AccountName,
  type ParsedTransaction,
  parseTransaction,
  type SolanaInstruction,
  type TokenAmount,
  transactionMessageOf,
  withSignature,
} from './solanaTransaction';
import { TEXTS } from './texts';

interface SolanaContext {
  network: FrameNetwork;
  keys: UserKeys;
  approve: Approve;
}

const LAMPORTS_PER_SOL = 1_000_000_000n;

const base64Schema = nonEmptyString();
const schemas = {
  signMessage: z.object({ message: nonEmptyString(), pubkey: z.optional(z.string()) }),
  signTransaction: z.object({ transaction: base64Schema }),
  signAllTransactions: z.object({ transactions: z.array(base64Schema).check(z.minLength(1)) }),
  signAndSendTransaction: z.object({ transaction: base64Schema, sendOptions: z.optional(z.record(z.string(), z.unknown())) }),
};

function parsed<T extends z.ZodMiniType>(method: string, schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params);
  if (!result.success) throw new Error(ErrorText.frameMalformedParams(method));
  return result.data;
}

function decodeTransaction(method: string, base64: string): ParsedTransaction {
  try {
    return parseTransaction(fromBase64(base64));
  } catch {
    throw new Error(ErrorText.frameMalformedParams(method));
  }
}

/** "1.5 SOL": lamports as SOL, with no trailing zeros. */
function sol(lamports: bigint, symbol: string): string {
  const whole = lamports / LAMPORTS_PER_SOL;
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} ${symbol}`;
}

const accountText = (name: AccountName) => (typeof name === 'string' ? name : TEXTS.lookupEntry(name.table, name.index));
const tokenAmountText = ({ units, decimals }: TokenAmount) =>
  decimals === undefined ? TEXTS.tokenUnits(units) : formatUnits(units, decimals);

/** An instruction's title and its facts (label, value); an instruction not read is a warning naming its program. */
function describe(instruction: SolanaInstruction, symbol: string): { what: string; facts: [string, string][]; warning?: true } {
  switch (instruction.type) {
    case 'transfer':
      return {
        what: TEXTS.solTransfer,
        facts: [
          [TEXTS.amount, sol(instruction.lamports, symbol)],
          [TEXTS.from, accountText(instruction.from)],
          [TEXTS.to, accountText(instruction.to)],
        ],
      };
    case 'createAccount':
      return {
        what: TEXTS.createAccount,
        facts: [
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.amount, sol(instruction.lamports, symbol)],
          [TEXTS.payer, accountText(instruction.from)],
          [TEXTS.space, TEXTS.bytes(instruction.space)],
          [TEXTS.owner, instruction.owner],
        ],
      };
    case 'assign':
      return {
        what: TEXTS.assign,
        facts: [
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.owner, instruction.owner],
        ],
      };
    case 'allocate':
      return {
        what: TEXTS.allocate,
        facts: [
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.space, TEXTS.bytes(instruction.space)],
        ],
      };
    case 'advanceNonce':
      return {
        what: TEXTS.advanceNonce,
        facts: [
          [TEXTS.account, accountText(instruction.nonce)],
          [TEXTS.authority, accountText(instruction.authority)],
        ],
      };
    case 'tokenTransfer':
      return {
        what: TEXTS.tokenTransfer,
        facts: [
          [TEXTS.amount, tokenAmountText(instruction.amount)],
          ...(instruction.mint === undefined ? [] : [[TEXTS.mint, accountText(instruction.mint)] as [string, string]]),
          [TEXTS.from, accountText(instruction.from)],
          [TEXTS.to, accountText(instruction.to)],
          [TEXTS.owner, accountText(instruction.owner)],
        ],
      };
    case 'tokenApprove':
      return {
        what: TEXTS.tokenApprove,
        facts: [
          [TEXTS.amount, tokenAmountText(instruction.amount)],
          ...(instruction.mint === undefined ? [] : [[TEXTS.mint, accountText(instruction.mint)] as [string, string]]),
          [TEXTS.delegate, accountText(instruction.delegate)],
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.owner, accountText(instruction.owner)],
        ],
      };
    case 'tokenRevoke':
      return {
        what: TEXTS.tokenRevoke,
        facts: [
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.owner, accountText(instruction.owner)],
        ],
      };
    case 'tokenSetAuthority':
      return {
        what: TEXTS.tokenSetAuthority,
        facts: [
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.authority, accountText(instruction.authority)],
          [TEXTS.newAuthority, instruction.newAuthority ?? TEXTS.nobody],
        ],
      };
    case 'tokenMint':
      return {
        what: TEXTS.tokenMint,
        facts: [
          [TEXTS.amount, tokenAmountText(instruction.amount)],
          [TEXTS.mint, accountText(instruction.mint)],
          [TEXTS.to, accountText(instruction.to)],
          [TEXTS.authority, accountText(instruction.authority)],
        ],
      };
    case 'tokenBurn':
      return {
        what: TEXTS.tokenBurn,
        facts: [
          [TEXTS.amount, tokenAmountText(instruction.amount)],
          [TEXTS.mint, accountText(instruction.mint)],
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.owner, accountText(instruction.owner)],
        ],
      };
    case 'tokenClose':
      return {
        what: TEXTS.tokenClose,
        facts: [
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.to, accountText(instruction.to)],
          [TEXTS.owner, accountText(instruction.owner)],
        ],
      };
    case 'tokenSyncNative':
      return { what: TEXTS.tokenSyncNative, facts: [[TEXTS.account, accountText(instruction.account)]] };
    case 'createTokenAccount':
      return {
        what: TEXTS.createTokenAccount,
        facts: [
          [TEXTS.account, accountText(instruction.account)],
          [TEXTS.owner, accountText(instruction.owner)],
          [TEXTS.mint, accountText(instruction.mint)],
          [TEXTS.payer, accountText(instruction.payer)],
        ],
      };
    case 'computeUnitLimit':
      return { what: TEXTS.computeUnitLimit, facts: [[TEXTS.amount, TEXTS.units(instruction.units)]] };
    case 'computeUnitPrice':
      return { what: TEXTS.computeUnitPrice, facts: [[TEXTS.amount, TEXTS.microLamportsPerUnit(instruction.microLamports)]] };
    case 'memo':
      return { what: TEXTS.memo, facts: [[TEXTS.message, instruction.text]] };
    case 'unread':
      return { what: TEXTS.unreadInstruction, facts: [['', TEXTS.unreadProgram(instruction.program)]], warning: true };
  }
}

/** What the panel says of a transaction: each instruction, numbered, with its facts one a line. */
function transactionRows(transaction: ParsedTransaction, network: FrameNetwork): ApprovalRow[] {
  return transaction.instructions.map((instruction, index) => {
    const { what, facts, warning } = describe(instruction, network.symbol);
    return {
      label: TEXTS.instruction(index + 1, what),
      value: facts.map(([label, value]) => (label ? `${label}: ${value}` : value)).join('\n'),
      ...(warning && { warning }),
    };
  });
}

export async function solanaRequest({ network, keys, approve }: SolanaContext, method: string, params: unknown): Promise<unknown> {
  const rows = [
    { label: TEXTS.network, value: network.name },
    { label: TEXTS.account, value: keys.solanaAddress },
  ];
  const ask = async (request: ApprovalRequest) => {
    if (!(await approve(request))) throw userRejected();
  };
  const sign = async (transaction: ParsedTransaction) =>
    withSignature(transaction, keys.solanaAddress, await keys.signSolana(transaction.message));
  const ensureSigner = (transaction: ParsedTransaction) => {
    if (!transaction.signers.includes(keys.solanaAddress)) throw new Error(ErrorText.frameNotASigner);
  };

  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parsed(method, schemas.signMessage, params);
      if (pubkey !== undefined && pubkey !== keys.solanaAddress) throw new Error(ErrorText.frameNotThisAccount);
      const bytes = bs58.decodeUnsafe(message);
      if (!bytes) throw new Error(ErrorText.frameMalformedParams(method));
      // A signature over a transaction's message is that transaction's: never given for "a message".
      if (transactionMessageOf(bytes)) throw new Error(ErrorText.frameMessageIsTransaction);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        text = message;
      }
      await ask({ title: TEXTS.signMessage, rows: [...rows, { label: TEXTS.message, value: text }] });
      return { signature: bs58.encode(await keys.signSolana(bytes)) };
    }
    case 'solana_signTransaction': {
      const transaction = decodeTransaction(method, parsed(method, schemas.signTransaction, params).transaction);
      ensureSigner(transaction);
      await ask({ title: TEXTS.signTransaction, rows: [...rows, ...transactionRows(transaction, network)] });
      const signed = await sign(transaction);
      const index = transaction.signers.indexOf(keys.solanaAddress);
      const offset = transaction.signaturesOffset + index * 64;
      return { signature: bs58.encode(signed.subarray(offset, offset + 64)), transaction: toBase64(signed) };
    }
    case 'solana_signAllTransactions': {
      const transactions = parsed(method, schemas.signAllTransactions, params).transactions.map((base64) =>
        decodeTransaction(method, base64),
      );
      transactions.forEach(ensureSigner);
      await ask({
        title: TEXTS.signTransactions,
        rows: [
          ...rows,
          { label: TEXTS.transactions, value: String(transactions.length) },
          ...transactions.flatMap((transaction, index) =>
            transactionRows(transaction, network).map((row) => ({ ...row, label: `${TEXTS.transaction(index + 1)}, ${row.label}` })),
          ),
        ],
      });
      return { transactions: await Promise.all(transactions.map(async (transaction) => toBase64(await sign(transaction)))) };
    }
    case 'solana_signAndSendTransaction': {
      const { transaction: base64, sendOptions } = parsed(method, schemas.signAndSendTransaction, params);
      const transaction = decodeTransaction(method, base64);
      ensureSigner(transaction);
      await ask({ title: TEXTS.signAndSendTransaction, rows: [...rows, ...transactionRows(transaction, network)] });
      const signature = await callNode(network.rpcUrl, 'sendTransaction', [
        toBase64(await sign(transaction)),
        { ...sendOptions, encoding: 'base64' },
      ]);
      return { signature };
    }
    default:
      throw unsupportedMethod(method);
  }
}
