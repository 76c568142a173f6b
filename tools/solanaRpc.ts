// The JSON-RPC methods of the local Solana chain, answered from its ledger (tools/solanaLedger.ts) in the shapes and
// with the errors of a Solana node, for what `@solana/web3.js` 1.x clients call. Every state is final at once: the
// chain is one machine, so `commitment` changes nothing.
import { type AccountInfo, PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { LandedTransaction, Ledger, Simulation, TokenBalance } from './solanaLedger.ts';
import { isTokenProgram, parsedTokenData, readTokenAccount, uiTokenAmount } from './solanaTokens.ts';
import { namedError, type TransactionError } from './solanaTransactionErrors.ts';

/** A JSON-RPC error answer: `code`, `message` and `data` as a Solana node sends them. */
export class RpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

const invalidParam = (reason: string) => new RpcError(-32602, `Invalid param: ${reason}`);
const invalidTransaction = (reason: string) => new RpcError(-32602, `invalid transaction: ${reason}`);
const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_SIGNATURE_STATUSES = 256;

type Config = Record<string, unknown>;

function publicKey(value: unknown): PublicKey {
  if (typeof value !== 'string') throw invalidParam('a base58 public key is required');
  try {
    return new PublicKey(value);
  } catch {
    throw invalidParam('Invalid');
  }
}

/** The configuration object a method takes at `index`, empty when absent. */
const configAt = (params: unknown[], index: number): Config => {
  const config = params[index];
  return typeof config === 'object' && config !== null ? (config as Config) : {};
};

function bytes(encoded: unknown, encoding: unknown): Uint8Array {
  if (typeof encoded !== 'string') throw invalidParam('an encoded string is required');
  if (encoding === 'base64') return Buffer.from(encoded, 'base64');
  if (encoding === undefined || encoding === 'base58') return bs58.decode(encoded);
  throw invalidParam(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
}

function decodeTransaction(encoded: unknown, encoding: unknown): VersionedTransaction {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(bytes(encoded, encoding));
  } catch (error) {
    throw error instanceof RpcError ? error : invalidTransaction((error as Error).message);
  }
  // A transaction without a signature has no id and no fee payer (deserializing checks the count against the message).
  if (transaction.signatures.length === 0) throw invalidTransaction(namedError('SanitizeFailure').text);
  return transaction;
}

const signatureOf = (transaction: VersionedTransaction) => bs58.encode(transaction.signatures[0] as Uint8Array);

function tokenBalanceJson({ accountIndex, mint, owner, programId, amount, decimals }: TokenBalance) {
  return { accountIndex, mint, owner, programId, uiTokenAmount: uiTokenAmount(amount, decimals) };
}

export function createRpc(ledger: Ledger) {
  const context = () => ({ slot: ledger.slot() });
  const withContext = (value: unknown) => ({ context: context(), value });

  function encodeAccount(address: PublicKey, info: AccountInfo<Uint8Array> | null, encoding: unknown) {
    if (!info) return null;
    const fields = {
      executable: info.executable,
      lamports: info.lamports,
      owner: info.owner.toBase58(),
      rentEpoch: info.rentEpoch,
      space: info.data.length,
    };
    const base64 = [Buffer.from(info.data).toString('base64'), 'base64'];
    switch (encoding ?? 'base64') {
      case 'base64':
        return { ...fields, data: base64 };
      case 'base58':
        return { ...fields, data: [bs58.encode(info.data), 'base58'] };
      case 'jsonParsed':
        return { ...fields, data: parsedTokenData(address, info, ledger.decimalsOf) ?? base64 };
      default:
        throw invalidParam(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64, jsonParsed`);
    }
  }

  function simulationJson(simulation: Simulation, accounts: unknown[] | null) {
    return {
      err: simulation.err?.json ?? null,
      logs: simulation.logs,
      accounts,
      unitsConsumed: simulation.unitsConsumed,
      returnData: simulation.returnData && { programId: simulation.returnData.programId, data: [simulation.returnData.data, 'base64'] },
      innerInstructions: null,
      replacementBlockhash: simulation.replacementBlockhash ?? null,
    };
  }

  function transactionJson(landed: LandedTransaction, encoding: unknown) {
    const { message, signatures } = landed.transaction;
    const wire = landed.transaction.serialize();
    switch (encoding ?? 'json') {
      case 'base64':
        return [Buffer.from(wire).toString('base64'), 'base64'];
      case 'base58':
        return [bs58.encode(wire), 'base58'];
      case 'json':
        return {
          signatures: signatures.map((signature) => bs58.encode(signature)),
          message: {
            header: message.header,
            accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
            recentBlockhash: message.recentBlockhash,
            instructions: message.compiledInstructions.map((instruction) => ({
              programIdIndex: instruction.programIdIndex,
              accounts: instruction.accountKeyIndexes,
              data: bs58.encode(instruction.data),
              stackHeight: null,
            })),
            ...(message.version === 0 && {
              addressTableLookups: message.addressTableLookups.map((lookup) => ({ ...lookup, accountKey: lookup.accountKey.toBase58() })),
            }),
          },
        };
      default:
        throw invalidParam(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64, json`);
    }
  }

  /** The node's answer to a transaction its preflight simulation refused. */
  const preflightFailure = (simulation: Simulation & { err: TransactionError }) =>
    new RpcError(-32002, `Transaction simulation failed: ${simulation.err.text}`, simulationJson(simulation, null));

  function preflight(transaction: VersionedTransaction) {
    if (ledger.landed(signatureOf(transaction))) {
      throw preflightFailure({
        err: namedError('AlreadyProcessed'),
        logs: [],
        unitsConsumed: 0n,
        returnData: null,
        postAccounts: new Map(),
      });
    }
    const simulation = ledger.simulate(transaction, { sigVerify: true, replaceRecentBlockhash: false });
    if (simulation.err?.json === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
    if (simulation.err) throw preflightFailure({ ...simulation, err: simulation.err });
  }

  const methods: Record<string, (params: unknown[]) => unknown> = {
    getGenesisHash: () => ledger.genesisHash,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => withContext(ledger.lastValidBlockHeight(String(blockhash)) !== undefined),
    getFeeForMessage([encoded]) {
      let message: VersionedMessage;
      try {
        message = VersionedMessage.deserialize(bytes(encoded, 'base64'));
      } catch {
        throw invalidParam('invalid message');
      }
      return withContext(ledger.lastValidBlockHeight(message.recentBlockhash) === undefined ? null : ledger.feeFor(message));
    },
    getMinimumBalanceForRentExemption([dataLength]) {
      if (!Number.isInteger(dataLength) || (dataLength as number) < 0) throw invalidParam('a data length is required');
      return ledger.minimumBalanceForRentExemption(dataLength as number);
    },
    getBalance: ([address]) => withContext(ledger.balance(publicKey(address))),
    getAccountInfo(params) {
      const address = publicKey(params[0]);
      return withContext(encodeAccount(address, ledger.account(address), configAt(params, 1).encoding));
    },
    getMultipleAccounts(params) {
      const addresses = params[0];
      if (!Array.isArray(addresses)) throw invalidParam('an array of public keys is required');
      if (addresses.length > MAX_MULTIPLE_ACCOUNTS) throw new RpcError(-32602, `Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      const { encoding } = configAt(params, 1);
      return withContext(addresses.map(publicKey).map((address) => encodeAccount(address, ledger.account(address), encoding)));
    },
    getTokenAccountsByOwner(params) {
      const owner = publicKey(params[0]);
      const filter = configAt(params, 1);
      const mint = filter.mint === undefined ? undefined : publicKey(filter.mint).toBase58();
      const programId = filter.programId === undefined ? undefined : publicKey(filter.programId).toBase58();
      if (mint === undefined && programId === undefined) throw invalidParam('a mint or a programId filter is required');
      if (programId !== undefined && !isTokenProgram(programId)) throw invalidParam('unrecognized Token program id');
      const { encoding } = configAt(params, 2);
      const owned = ledger.tokenAccounts().flatMap((address) => {
        const info = ledger.account(address);
        const tokenAccount = readTokenAccount(address, info);
        if (!info || !tokenAccount?.owner.equals(owner)) return [];
        if (mint !== undefined && tokenAccount.mint.toBase58() !== mint) return [];
        if (programId !== undefined && info.owner.toBase58() !== programId) return [];
        return [{ pubkey: address.toBase58(), account: encodeAccount(address, info, encoding) }];
      });
      return withContext(owned.sort((a, b) => a.pubkey.localeCompare(b.pubkey)));
    },
    getTokenAccountBalance([address]) {
      const key = publicKey(address);
      const tokenAccount = readTokenAccount(key, ledger.account(key));
      if (!tokenAccount) throw invalidParam('not a Token account');
      return withContext(uiTokenAmount(tokenAccount.amount, ledger.decimalsOf(tokenAccount.mint)));
    },
    getSignatureStatuses([signatures]) {
      if (!Array.isArray(signatures)) throw invalidParam('an array of signatures is required');
      if (signatures.length > MAX_SIGNATURE_STATUSES) throw new RpcError(-32602, `Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
      return withContext(
        signatures.map((signature) => {
          const landed = ledger.landed(String(signature));
          if (!landed) return null;
          const err = landed.err?.json ?? null;
          return {
            slot: landed.slot,
            confirmations: null,
            err,
            status: err ? { Err: err } : { Ok: null },
            confirmationStatus: 'finalized',
          };
        }),
      );
    },
    getTransaction(params) {
      const landed = ledger.landed(String(params[0]));
      if (!landed) return null;
      // The older form of the call passes the encoding alone.
      const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
      const version = landed.transaction.version;
      if (version === 0 && config.maxSupportedTransactionVersion === undefined) {
        throw new RpcError(
          -32015,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        );
      }
      const err = landed.err?.json ?? null;
      return {
        slot: landed.slot,
        blockTime: landed.blockTime,
        ...(config.maxSupportedTransactionVersion !== undefined && { version }),
        transaction: transactionJson(landed, config.encoding),
        meta: {
          err,
          status: err ? { Err: err } : { Ok: null },
          fee: landed.fee,
          preBalances: landed.preBalances,
          postBalances: landed.postBalances,
          innerInstructions: landed.innerInstructions,
          logMessages: landed.logs,
          preTokenBalances: landed.preTokenBalances.map(tokenBalanceJson),
          postTokenBalances: landed.postTokenBalances.map(tokenBalanceJson),
          rewards: [],
          loadedAddresses: landed.loadedAddresses,
          computeUnitsConsumed: landed.computeUnits,
        },
      };
    },
    requestAirdrop([address, lamports]) {
      if (!Number.isSafeInteger(lamports) || (lamports as number) <= 0) throw invalidParam('a positive number of lamports is required');
      const outcome = ledger.airdrop(publicKey(address), BigInt(lamports as number));
      const failure = 'rejected' in outcome ? outcome.rejected : outcome.landed.err;
      if (failure) throw new RpcError(-32603, `Internal error: the faucet failed: ${failure.text}`);
      return 'landed' in outcome && outcome.landed.signature;
    },
    simulateTransaction(params) {
      const config = configAt(params, 1);
      const transaction = decodeTransaction(params[0], config.encoding);
      const sigVerify = config.sigVerify === true;
      const replaceRecentBlockhash = config.replaceRecentBlockhash === true;
      if (sigVerify && replaceRecentBlockhash) throw new RpcError(-32602, 'sigVerify may not be used with replaceRecentBlockhash');
      const simulation = ledger.simulate(transaction, { sigVerify, replaceRecentBlockhash });
      const wanted = configAt([config.accounts], 0);
      const addresses = Array.isArray(wanted.addresses) ? wanted.addresses.map(publicKey) : undefined;
      const accounts =
        addresses && !simulation.err
          ? addresses.map((address) =>
              encodeAccount(address, simulation.postAccounts.get(address.toBase58()) ?? ledger.account(address), wanted.encoding),
            )
          : null;
      return withContext(simulationJson(simulation, accounts));
    },
    sendTransaction(params) {
      const config = configAt(params, 1);
      const transaction = decodeTransaction(params[0], config.encoding);
      if (config.skipPreflight !== true) preflight(transaction);
      // A node forwards what passed preflight (or skipped it) and answers with its signature; a transaction the chain
      // then rejects never lands, and its status stays unknown.
      ledger.send(transaction);
      return signatureOf(transaction);
    },
  };

  return {
    /** The result of `method`, or throws an RpcError to answer with. */
    call(method: string, params: unknown): unknown {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) throw new RpcError(-32601, 'Method not found');
      if (params !== undefined && !Array.isArray(params)) throw new RpcError(-32602, 'Invalid params: expected an array');
      return handler(params ?? []);
    },
  };
}
