// The Solana methods of an RPC_REQUEST, in the shapes WalletConnect's Solana methods use (base58 messages and
// signatures, base64 transactions), which is how the modal's Solana adapter already asks a wallet.
import bs58 from 'bs58';
import { ErrorText } from '../src/errors';
import { fromBase64, toBase64 } from '../src/utils/base64';
import { nonEmptyString, z } from '../src/utils/zod';
import type { ApprovalRequest, Approve } from './approval';
import type { FrameNetwork } from './config';
import { unsupportedMethod, userRejected } from './errors';
import type { UserKeys } from './keyStore';
import { callNode } from './rpc';
import { type ParsedTransaction, parseTransaction, withSignature } from './solanaTransaction';
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

/** What the panel says of a transaction: its plain transfers, else how many instructions it has. */
function transactionRows(transaction: ParsedTransaction, network: FrameNetwork): ApprovalRequest['rows'] {
  if (transaction.transfers.length > 0 && transaction.transfers.length === transaction.instructionCount) {
    return transaction.transfers.flatMap(({ to, lamports }) => [
      { label: TEXTS.to, value: to },
      { label: TEXTS.amount, value: sol(lamports, network.symbol) },
    ]);
  }
  return [{ label: TEXTS.instructions, value: String(transaction.instructionCount) }];
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
      await ask({ title: TEXTS.signTransactions, rows: [...rows, { label: TEXTS.transactions, value: String(transactions.length) }] });
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
