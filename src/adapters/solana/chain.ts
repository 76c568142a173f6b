// What the Solana adapter asks of the chain: balances, the fee of a transfer, and sending a transaction through the
// wallet. Loaded on the first read or send, so @solana/web3.js stays out of the first load.

import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import {
  type AccountInfo,
  Connection,
  PublicKey,
  SystemProgram,
  type TransactionError,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Wallet } from '@wallet-standard/base';
import bs58 from 'bs58';
import type { Network, NetworkToken } from '../../config/networks';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { Balance } from '../../model/balance';
import type { TransactionReceipt } from '../../model/receipt';
import { fromBase64 } from '../../utils/base64';
import { formatUnits } from '../../utils/units';
import type { ChainTokenBalances, NativeBalance, SentTransaction, TransactionRequest, TransferRequest } from '../types';
import { networkFailure, transactionReverted, WalletRequestError, walletErrorMessage } from '../walletRequestError';
import { solanaFamily } from './family';
import { rpcFetch } from './rpcFetch';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  isTokenProgram,
  mintDecimals,
  tokenAccountBalance,
  transferChecked,
} from './splToken';
import { accountOf, featureOf, isBytes, requireWalletChain, rethrow } from './walletStandard';

// Keyed by the URLs themselves: two modals that name one network with other nodes each keep their own.
const connections = new Map<string, Connection>();

/**
 * One connection per set of RPC URLs: every URL of the network in turn, each given 10 s (rpcFetch.ts); reads and waits
 * are at the `confirmed` level.
 */
function connectionTo(network: Network): Connection {
  const urls = network.rpcUrls.default.http;
  const key = urls.join(' ');
  let connection = connections.get(key);
  if (!connection) {
    connection = new Connection(urls[0] as string, {
      commitment: 'confirmed',
      disableRetryOnRateLimit: true,
      fetch: rpcFetch(urls),
      wsEndpoint: network.rpcUrls.default.webSocket?.[0],
    });
    connections.set(key, connection);
  }
  return connection;
}

/** What the node answered, for an error the user may read. */
const nodeWords = (error: unknown) => walletErrorMessage(error);

/** A node's read that failed, attributed to the network. */
async function read<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    throw networkFailure(nodeWords(error));
  }
}

export async function getNativeBalance(address: string, network: Network): Promise<NativeBalance> {
  const lamports = await read(connectionTo(network).getBalance(new PublicKey(address)));
  return { balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
}

/** A mint's token program and decimals, from its account; undefined for an account that is no initialised SPL mint. */
function mintOf(account: AccountInfo<Uint8Array> | null): { program: PublicKey; decimals: number } | undefined {
  const decimals = account && isTokenProgram(account.owner) ? mintDecimals(account.data) : undefined;
  return account && decimals !== undefined ? { program: account.owner, decimals } : undefined;
}

/** How much of each mint `owner` holds, over all its token accounts of `programs`. */
async function heldAmounts(connection: Connection, owner: PublicKey, programs: readonly PublicKey[]): Promise<Map<string, bigint>> {
  const held = new Map<string, bigint>();
  for (const programId of programs) {
    const { value } = await read(connection.getTokenAccountsByOwner(owner, { programId }));
    for (const { account } of value) {
      const balance = tokenAccountBalance(account.data);
      if (balance) held.set(balance.mint, (held.get(balance.mint) ?? 0n) + balance.amount);
    }
  }
  return held;
}

/**
 * The balances of the listed SPL `tokens` (mints) held by `owner`: the mints in one read, then the owner's token accounts
 * (one read per token program). A listed address that is no initialised mint is left out with the reason; a token
 * the owner does not hold is left out silently.
 */
export async function readTokenBalances(owner: string, network: Network, tokens: readonly NetworkToken[]): Promise<ChainTokenBalances> {
  const connection = connectionTo(network);
  const addresses = tokens.map((token) => token.address).filter(solanaFamily.isAddress);
  const accounts = await read(connection.getMultipleAccountsInfo(addresses.map((address) => new PublicKey(address))));
  const mints = new Map(addresses.map((address, index) => [address, mintOf(accounts[index] ?? null)]));
  const programs = new Map([...mints.values()].flatMap((mint) => (mint ? [[mint.program.toBase58(), mint.program] as const] : [])));
  const held = await heldAmounts(connection, new PublicKey(owner), [...programs.values()]);
  const result: ChainTokenBalances = { balances: [], unreadable: [] };
  for (const token of tokens) {
    const mint = mints.get(token.address);
    if (!mint) {
      const reason = mints.has(token.address) ? 'no SPL token mint at this address' : 'not a Solana address';
      result.unreadable.push({ address: token.address, reason });
      continue;
    }
    const amount = held.get(token.address) ?? 0n;
    if (amount > 0n) result.balances.push(toBalance(network, token, amount, mint.decimals));
  }
  return result;
}

function toBalance(network: Network, token: NetworkToken, amount: bigint, decimals: number): Balance {
  // The network's listing names the token: an SPL mint does not name itself.
  const symbol = token.symbol ?? token.address;
  return {
    name: token.name ?? symbol,
    symbol,
    chainId: network.caipNetworkId,
    address: `${network.caipNetworkId}:${token.address}`,
    price: 0,
    value: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
    iconUrl: token.image ?? '',
  };
}

/** The transaction of `instructions` paid by `payer`, on the network's latest blockhash, ready for the wallet to sign. */
async function buildTransaction(connection: Connection, payer: PublicKey, instructions: TransactionInstruction[]) {
  const { blockhash } = await read(connection.getLatestBlockhash());
  return new VersionedTransaction(
    new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions }).compileToLegacyMessage(),
  );
}

/**
 * The fee of a SOL transfer from `from` to `to`, in lamports, as the node prices its message. Solana's base fee is per
 * signature and does not rise while the transfer waits: Max leaves exactly this.
 */
export async function estimateNativeTransferFee({ network, from, to }: { network: Network; from: string; to: string }): Promise<bigint> {
  const connection = connectionTo(network);
  const fromKey = new PublicKey(from);
  const transfer = SystemProgram.transfer({ fromPubkey: fromKey, toPubkey: new PublicKey(to), lamports: 0 });
  const { message } = await buildTransaction(connection, fromKey, [transfer]);
  const { value } = await read(connection.getFeeForMessage(message));
  if (value === null) {
    throw new WalletRequestError(ErrorText.estimateGasFailed, { notice: { key: 'error.estimateGasFailed' } });
  }
  return BigInt(value);
}

/**
 * A failed transaction in the program's own words: the line its program logged before failing ("Error: insufficient
 * funds", "Transfer: insufficient lamports 5, need 10"), else the failure the runtime reports.
 */
function programError(error: TransactionError | string, logs: readonly string[] | null | undefined): string {
  const lines = logs ?? [];
  const failed = lines.findIndex((line) => /^Program \S+ failed: /.test(line));
  if (failed === -1) return describeTransactionError(error);
  // The program's last words come before the compute units it consumed.
  let last = failed - 1;
  while (last >= 0 && /^Program \S+ consumed /.test(lines[last] as string)) last--;
  const words = lines[last];
  if (words !== undefined && !/^Program \S+ (invoke|success)/.test(words))
    return words.replace(/^Program log: /, '').replace(/^Error: /, '');
  return (lines[failed] as string).replace(/^Program \S+ failed: /, '');
}

/**
 * The runtime's error by its name (`InsufficientFundsForRent`), an instruction's as Solana's tools print it
 * (`Error processing Instruction 0: custom program error: 0x1`).
 */
function describeTransactionError(error: TransactionError | string): string {
  if (typeof error === 'string') return error;
  const instruction = (error as { InstructionError?: [number, unknown] }).InstructionError;
  if (!instruction) return Object.keys(error)[0] ?? JSON.stringify(error);
  const [index, cause] = instruction;
  const custom = (cause as { Custom?: unknown } | undefined)?.Custom;
  const detail =
    typeof custom === 'number'
      ? `custom program error: 0x${custom.toString(16)}`
      : typeof cause === 'string'
        ? cause
        : JSON.stringify(cause);
  return `Error processing Instruction ${index}: ${detail}`;
}

/** The transaction as the node would run it now, so a failing one shows the program's error before the wallet asks the user. */
async function preflight(connection: Connection, transaction: VersionedTransaction) {
  const { value } = await read(connection.simulateTransaction(transaction, { sigVerify: false, commitment: 'confirmed' }));
  if (value.err !== null) throw transactionReverted(programError(value.err, value.logs));
}

/** The logs of a transaction the chain included; none when the node cannot tell. */
async function logsOf(connection: Connection, signature: string): Promise<string[] | undefined> {
  try {
    const landed = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    return landed?.meta?.logMessages ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The receipt of `signature` once the chain has confirmed it. A failed one (it passed the preflight, then the chain
 * changed under it) carries the program's words from its logs, else the runtime's error.
 */
async function findReceipt(connection: Connection, signature: string): Promise<TransactionReceipt | undefined> {
  const {
    value: [status],
  } = await read(connection.getSignatureStatuses([signature]));
  if (!status || status.confirmationStatus === 'processed') return undefined;
  const includedIn = { slot: String(status.slot) };
  if (status.err === null) return { id: signature, status: 'success', includedIn };
  return { id: signature, status: 'failed', includedIn, failureReason: programError(status.err, await logsOf(connection, signature)) };
}

interface SendOptions {
  /** The error for the user's rejection; without it, the wallet's own words. */
  rejected?: () => WalletRequestError;
}

function malformedSignature(): never {
  throw new WalletRequestError(ErrorText.malformedTransactionHash, {
    kind: 'malformedAnswer',
    notice: { key: 'error.malformedTransactionHash' },
  });
}

/**
 * Has the wallet sign and send `transaction`: `solana:signAndSendTransaction` when it has it, else
 * `solana:signTransaction` and the network's node sends it. Resolves with the signature (base58).
 */
async function submit(wallet: Wallet, connection: Connection, network: Network, from: string, transaction: Uint8Array): Promise<string> {
  const account = accountOf(wallet, from);
  const chain = requireWalletChain(wallet, network);
  const signAndSend = featureOf<SolanaSignAndSendTransactionFeature>(wallet, SolanaSignAndSendTransaction);
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      account,
      chain,
      transaction,
      options: { preflightCommitment: 'confirmed' },
    });
    return isBytes(output?.signature, 64) ? bs58.encode(output.signature) : malformedSignature();
  }
  const sign = featureOf<SolanaSignTransactionFeature>(wallet, SolanaSignTransaction);
  if (!sign) throw new WalletRequestError(undefined, { kind: 'unsupportedMethod' });
  const [output] = await sign.signTransaction({ account, chain, transaction });
  if (!isBytes(output?.signedTransaction)) malformedSignature();
  // The node already ran it (preflight): it is sent as the wallet signed it.
  return connection.sendRawTransaction(output.signedTransaction, { skipPreflight: true }).catch((error: unknown) => {
    throw networkFailure(nodeWords(error));
  });
}

async function send(
  wallet: Wallet,
  network: Network,
  from: string,
  transaction: VersionedTransaction,
  { rejected }: SendOptions = {},
): Promise<SentTransaction> {
  const connection = connectionTo(network);
  requireWalletChain(wallet, network);
  await preflight(connection, transaction);
  let signature: string;
  try {
    signature = await submit(wallet, connection, network, from, transaction.serialize());
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    if (code === WalletErrorCode.userRejected && rejected) throw rejected();
    rethrow(error);
  }
  return { id: signature, findReceipt: () => findReceipt(connection, signature) };
}

/** Sends a transaction built elsewhere (`SolanaTransactionPayload`), after the node has run it. */
export async function sendSolanaTransaction(wallet: Wallet, { network, from, payload }: TransactionRequest): Promise<SentTransaction> {
  let transaction: VersionedTransaction;
  try {
    if (payload.namespace !== 'solana') throw new TypeError('not a Solana payload');
    transaction = VersionedTransaction.deserialize(fromBase64(payload.transaction));
  } catch {
    throw new WalletRequestError(undefined, { kind: 'invalidRequest' });
  }
  return send(wallet, network, from, transaction);
}

/** The instructions of a transfer: SOL from the system program, or an SPL token into the receiver's associated account, created when missing. */
async function transferInstructions(connection: Connection, { from, to, amount, tokenAddress }: TransferRequest) {
  const owner = new PublicKey(from);
  const receiver = new PublicKey(to);
  if (tokenAddress === undefined) return [SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: amount })];
  const mint = new PublicKey(tokenAddress);
  const token = mintOf(await read(connection.getAccountInfo(mint)));
  if (!token) throw networkFailure('no SPL token mint at this address');
  const { program, decimals } = token;
  const accounts = {
    source: associatedTokenAddress(owner, mint, program),
    mint,
    destination: associatedTokenAddress(receiver, mint, program),
    owner,
  };
  return [createAssociatedTokenAccountIdempotent(owner, receiver, mint, program), transferChecked(accounts, amount, decimals, program)];
}

/**
 * Sends `request` through `wallet` and resolves once the wallet has sent it; every failure (the program's error included)
 * is a WalletRequestError the user can read.
 */
export async function sendSolanaTransfer(wallet: Wallet, request: TransferRequest): Promise<SentTransaction> {
  if (!solanaFamily.isAddress(request.to)) {
    throw new WalletRequestError(ErrorText.invalidReceiver, { kind: 'invalidRequest', notice: { key: 'error.invalidReceiver' } });
  }
  const connection = connectionTo(request.network);
  const instructions = await transferInstructions(connection, request);
  const transaction = await buildTransaction(connection, new PublicKey(request.from), instructions);
  return send(wallet, request.network, request.from, transaction, {
    rejected: () =>
      new WalletRequestError(ErrorText.sendRejected, { code: WalletErrorCode.userRejected, notice: { key: 'error.sendRejected' } }),
  });
}
