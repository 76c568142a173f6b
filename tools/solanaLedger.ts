// The local Solana chain's state: litesvm running the Solana VM in-process, with what litesvm leaves to a node —
// slots that pass with the clock, blockhashes that expire, fees, the transactions that landed and their statuses,
// a faucet, and which accounts are token accounts (litesvm cannot list accounts). tools/solanaRpc.ts answers
// JSON-RPC from it. It starts with the test keypairs funded and the DSPL token minted to them.
import { createHash } from 'node:crypto';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  type AccountInfo,
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
  type VersionedMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { type Account, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { DSPL, SOLANA_TEST_FUNDING_SOL } from '../mocks/fixtures/localChains.ts';
import { SOLANA_TEST_SEEDS } from '../src/devWallet/accounts.ts';
import { readMint, readTokenAccount } from './solanaTokens.ts';
import { namedError, type TransactionError, transactionError } from './solanaTransactionErrors.ts';

/** A slot every 400 ms, as on mainnet; block height follows the slot (no slot is skipped here). */
export const SLOT_MS = 400;
/** How many blocks a blockhash stays usable after the block that made it, as on a Solana node. */
export const MAX_PROCESSING_AGE = 150;
const LAMPORTS_PER_SIGNATURE = 5000n;
const MAX_SLOT_HASHES = 512;
const COMPUTE_BUDGET_PROGRAM = ComputeBudgetProgram.programId.toBase58();
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n;
/** The programs a node counts as builtins when it sets an instruction's default compute unit limit. */
const BUILTIN_PROGRAMS = new Set([
  SystemProgram.programId.toBase58(),
  COMPUTE_BUDGET_PROGRAM,
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
]);
/** What the faucet (requestAirdrop) holds when the chain starts. */
const FAUCET_LAMPORTS = 1_000_000n * BigInt(LAMPORTS_PER_SOL);

const accountInfo = (account: Account): AccountInfo<Uint8Array> => ({
  lamports: Number(account.lamports()),
  data: account.data(),
  owner: new PublicKey(account.owner()),
  executable: account.executable(),
  rentEpoch: Number(account.rentEpoch()),
});

/** A keypair of the chain's own (the faucet, the DSPL mint and its authority): the seed is the SHA-256 of its label. */
const ownKeypair = (label: string) => Keypair.fromSeed(createHash('sha256').update(`redux-wallet-modal solana ${label}`).digest());

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  amount: bigint;
  decimals: number;
}

/** A transaction the chain took: succeeded, or failed with `err` after paying its fee. */
export interface LandedTransaction {
  signature: string;
  slot: number;
  blockTime: number;
  transaction: VersionedTransaction;
  /** Every account the transaction used: its static keys, then those its lookup tables loaded. */
  accountKeys: PublicKey[];
  loadedAddresses: { writable: string[]; readonly: string[] };
  err: TransactionError | null;
  fee: bigint;
  logs: string[];
  computeUnits: bigint;
  innerInstructions: { index: number; instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[] }[];
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

export type SendOutcome = { landed: LandedTransaction } | { rejected: TransactionError };

export interface Simulation {
  err: TransactionError | null;
  logs: string[];
  unitsConsumed: bigint;
  returnData: { programId: string; data: string } | null;
  /** The accounts after the transaction, for those it changed. */
  postAccounts: Map<string, AccountInfo<Uint8Array>>;
  /** The blockhash the transaction was simulated with, when it asked for the latest one. */
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number };
}

export type Ledger = ReturnType<typeof createLedger>;

/** `now` is the wall clock the slots follow (a test can move it). */
export function createLedger({ now = Date.now }: { now?: () => number } = {}) {
  const svm = new LiteSVM().withBlockhashCheck(false);
  const genesisHash = svm.latestBlockhash();
  const startedAt = now();
  let slot = 0;
  /** Blockhash → the slot it was made in, for the last `MAX_PROCESSING_AGE` blocks. */
  const blockhashes = new Map([[genesisHash, 0]]);
  const history = new Map<string, LandedTransaction>();
  const tokenAccounts = new Set<string>();
  const landedListeners = new Set<(landed: LandedTransaction) => void>();
  const faucet = ownKeypair('faucet');

  const setClock = () => {
    const clock = svm.getClock();
    clock.slot = BigInt(slot);
    clock.unixTimestamp = BigInt(Math.floor(now() / 1000));
    svm.setClock(clock);
  };

  /** Catches the chain up with the clock: each new slot brings a blockhash, and the oldest ones expire. */
  function tick() {
    const current = Math.floor((now() - startedAt) / SLOT_MS);
    if (current <= slot) return;
    slot = current;
    svm.expireBlockhash();
    blockhashes.set(svm.latestBlockhash(), slot);
    for (const [hash, madeIn] of blockhashes) if (madeIn + MAX_PROCESSING_AGE < slot) blockhashes.delete(hash);
    setClock();
    // The SlotHashes sysvar names the recent slots, newest first (an address lookup table is made from one); litesvm
    // keeps slot 0 alone there. Its entries have no constructor: a copy of one is filled in.
    const [entry] = svm.getSlotHashes();
    if (!entry) return;
    entry.slot = BigInt(slot);
    entry.hash = svm.latestBlockhash();
    svm.setSlotHashes([entry, ...svm.getSlotHashes()].slice(0, MAX_SLOT_HASHES));
  }

  const lastValidBlockHeight = (blockhash: string) => {
    const madeIn = blockhashes.get(blockhash);
    return madeIn === undefined || madeIn + MAX_PROCESSING_AGE < slot ? undefined : madeIn + MAX_PROCESSING_AGE;
  };

  function latestBlockhash() {
    tick();
    const blockhash = svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: lastValidBlockHeight(blockhash) as number };
  }

  /** A zero-lamport account does not exist on a Solana node. */
  function account(address: PublicKey): AccountInfo<Uint8Array> | null {
    const info = svm.getAccount(address);
    return info && info.lamports > 0 ? info : null;
  }

  /** The message's accounts, those from its lookup tables included (undefined when a table is missing). */
  function accountKeysOf(message: VersionedMessage) {
    if (message.version === 'legacy') return { keys: message.staticAccountKeys, writable: [], readonly: [] };
    const tables: AddressLookupTableAccount[] = [];
    for (const lookup of message.addressTableLookups) {
      const table = account(lookup.accountKey);
      if (!table) return undefined;
      tables.push(new AddressLookupTableAccount({ key: lookup.accountKey, state: AddressLookupTableAccount.deserialize(table.data) }));
    }
    try {
      const keys = message.getAccountKeys({ addressLookupTableAccounts: tables });
      const loaded = keys.accountKeysFromLookups ?? { writable: [], readonly: [] };
      return {
        keys: keys.keySegments().flat(),
        writable: loaded.writable.map((key) => key.toBase58()),
        readonly: loaded.readonly.map((key) => key.toBase58()),
      };
    } catch {
      return undefined;
    }
  }

  function decimalsOf(mint: PublicKey): number {
    return readMint(mint, account(mint))?.decimals ?? 0;
  }

  function tokenBalances(keys: PublicKey[]): TokenBalance[] {
    return keys.flatMap((key, accountIndex) => {
      const info = account(key);
      const tokenAccount = readTokenAccount(key, info);
      if (!info || !tokenAccount) return [];
      return [
        {
          accountIndex,
          mint: tokenAccount.mint.toBase58(),
          owner: tokenAccount.owner.toBase58(),
          programId: info.owner.toBase58(),
          amount: tokenAccount.amount,
          decimals: decimalsOf(tokenAccount.mint),
        },
      ];
    });
  }

  const balanceOf = (key: PublicKey) => svm.getBalance(key) ?? 0n;

  /**
   * The fee a node charges for `message`: 5000 lamports a signature, plus its priority fee (compute unit price times
   * its compute unit limit; without a limit, 3000 units per builtin-program instruction and 200,000 per other).
   */
  function feeFor(message: VersionedMessage): bigint {
    let unitLimit: bigint | undefined;
    let microLamportsPerUnit = 0n;
    let defaultUnitLimit = 0n;
    for (const instruction of message.compiledInstructions) {
      const program = message.staticAccountKeys[instruction.programIdIndex]?.toBase58() ?? '';
      const data = Buffer.from(instruction.data);
      if (program === COMPUTE_BUDGET_PROGRAM && data[0] === SET_COMPUTE_UNIT_LIMIT) unitLimit = BigInt(data.readUInt32LE(1));
      if (program === COMPUTE_BUDGET_PROGRAM && data[0] === SET_COMPUTE_UNIT_PRICE) microLamportsPerUnit = data.readBigUInt64LE(1);
      defaultUnitLimit += BUILTIN_PROGRAMS.has(program) ? 3_000n : 200_000n;
    }
    const units = [unitLimit ?? defaultUnitLimit, MAX_COMPUTE_UNIT_LIMIT].reduce((a, b) => (a < b ? a : b));
    const priorityFee = (microLamportsPerUnit * units + 999_999n) / 1_000_000n;
    return BigInt(message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE + priorityFee;
  }

  function record(transaction: VersionedTransaction, result: TransactionMetadata | FailedTransactionMetadata, before: Snapshot) {
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    const landed: LandedTransaction = {
      signature: bs58.encode(transaction.signatures[0] as Uint8Array),
      slot,
      blockTime: Math.floor(now() / 1000),
      transaction,
      accountKeys: before.keys,
      loadedAddresses: { writable: before.writable, readonly: before.readonly },
      err: failed ? transactionError(result.err()) : null,
      fee: feeFor(transaction.message),
      logs: meta.logs(),
      computeUnits: meta.computeUnitsConsumed(),
      innerInstructions: meta
        .innerInstructions()
        .map((instructions, index) => ({
          index,
          instructions: instructions.map((inner) => ({
            programIdIndex: inner.instruction().programIdIndex(),
            accounts: [...inner.instruction().accounts()],
            data: bs58.encode(inner.instruction().data()),
            stackHeight: inner.stackHeight(),
          })),
        }))
        .filter((entry) => entry.instructions.length > 0),
      preBalances: before.balances,
      postBalances: before.keys.map(balanceOf),
      preTokenBalances: before.tokenBalances,
      postTokenBalances: tokenBalances(before.keys),
    };
    history.set(landed.signature, landed);
    for (const key of before.keys) if (readTokenAccount(key, account(key))) tokenAccounts.add(key.toBase58());
    for (const listener of landedListeners) listener(landed);
    return landed;
  }

  interface Snapshot {
    keys: PublicKey[];
    writable: string[];
    readonly: string[];
    balances: bigint[];
    tokenBalances: TokenBalance[];
  }

  /**
   * Runs `transaction` on the chain. It lands when it pays its fee, succeeding or failing in a program; it is
   * rejected, and changes nothing, when its blockhash is unknown or expired, a signature is wrong, it was already
   * processed, or its fee payer cannot pay.
   */
  function send(transaction: VersionedTransaction): SendOutcome {
    tick();
    if (lastValidBlockHeight(transaction.message.recentBlockhash) === undefined) return { rejected: namedError('BlockhashNotFound') };
    const accounts = accountKeysOf(transaction.message);
    if (!accounts) return { rejected: namedError('AddressLookupTableNotFound') };
    const feePayer = accounts.keys[0] as PublicKey;
    const before: Snapshot = { ...accounts, balances: accounts.keys.map(balanceOf), tokenBalances: tokenBalances(accounts.keys) };
    const result = svm.sendTransaction(transaction);
    if (result instanceof FailedTransactionMetadata && balanceOf(feePayer) >= (before.balances[0] as bigint)) {
      return { rejected: transactionError(result.err()) };
    }
    return { landed: record(transaction, result, before) };
  }

  /** Simulations may skip signature checks (to estimate an unsigned transaction); everything else checks them. */
  function simulateVerifying(transaction: VersionedTransaction, sigVerify: boolean) {
    svm.withSigverify(sigVerify);
    try {
      return svm.simulateTransaction(transaction);
    } finally {
      svm.withSigverify(true);
    }
  }

  function simulate(
    transaction: VersionedTransaction,
    { sigVerify, replaceRecentBlockhash }: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ) {
    tick();
    const latest = latestBlockhash();
    if (replaceRecentBlockhash) transaction.message.recentBlockhash = latest.blockhash;
    const failure = (err: TransactionError): Simulation => ({
      err,
      logs: [],
      unitsConsumed: 0n,
      returnData: null,
      postAccounts: new Map(),
    });
    if (lastValidBlockHeight(transaction.message.recentBlockhash) === undefined) return failure(namedError('BlockhashNotFound'));
    const result = simulateVerifying(transaction, sigVerify);
    const failed = result instanceof FailedTransactionMetadata;
    const meta = result.meta();
    const returned = meta.returnData();
    const simulation: Simulation = {
      err: failed ? transactionError(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData:
        returned.data().length > 0
          ? { programId: new PublicKey(returned.programId()).toBase58(), data: Buffer.from(returned.data()).toString('base64') }
          : null,
      postAccounts: new Map(failed ? [] : result.postAccounts().map(([address, info]) => [address.toBase58(), accountInfo(info)])),
    };
    return replaceRecentBlockhash ? { ...simulation, replacementBlockhash: latest } : simulation;
  }

  /** Signs `instructions` by `signers` (the first pays) with the latest blockhash and runs them. */
  function sendInstructions(instructions: TransactionInstruction[], signers: Keypair[]): SendOutcome {
    const message = new Transaction({ feePayer: (signers[0] as Keypair).publicKey, ...latestBlockhash() }).add(...instructions);
    message.sign(...signers);
    return send(VersionedTransaction.deserialize(message.serialize()));
  }

  /**
   * Sends `lamports` from the faucet. The same airdrop twice within one blockhash would be the same transaction, which
   * a chain refuses as already processed: the second one waits for a fresh blockhash instead.
   */
  function airdrop(to: PublicKey, lamports: bigint): SendOutcome {
    const outcome = sendInstructions([SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports })], [faucet]);
    if (!('rejected' in outcome) || outcome.rejected.json !== 'AlreadyProcessed') return outcome;
    svm.expireBlockhash();
    blockhashes.set(svm.latestBlockhash(), slot);
    return airdrop(to, lamports);
  }

  function seed() {
    setClock();
    const testKeypairs = SOLANA_TEST_SEEDS.map((seedHex) => Keypair.fromSeed(Buffer.from(seedHex.slice(2), 'hex')));
    const genesisAccount = (lamports: bigint) => ({
      lamports: Number(lamports),
      data: new Uint8Array(),
      owner: SystemProgram.programId,
      executable: false,
      rentEpoch: 0,
    });
    svm.setAccount(faucet.publicKey, genesisAccount(FAUCET_LAMPORTS));
    for (const keypair of testKeypairs)
      svm.setAccount(keypair.publicKey, genesisAccount(BigInt(SOLANA_TEST_FUNDING_SOL * LAMPORTS_PER_SOL)));

    const mint = ownKeypair('DSPL mint');
    const authority = ownKeypair('DSPL mint authority');
    if (mint.publicKey.toBase58() !== DSPL.mint)
      throw new Error(`The DSPL mint is ${mint.publicKey.toBase58()}, not ${DSPL.mint} (mocks/fixtures/localChains.ts)`);
    const mustLand = (outcome: SendOutcome) => {
      if ('rejected' in outcome) throw new Error(`Seeding the local Solana chain failed: ${outcome.rejected.text}`);
      if (outcome.landed.err) throw new Error(`Seeding the local Solana chain failed: ${outcome.landed.err.text}`);
    };
    mustLand(airdrop(authority.publicKey, BigInt(LAMPORTS_PER_SOL)));
    mustLand(
      sendInstructions(
        [
          SystemProgram.createAccount({
            fromPubkey: authority.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: Number(svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
            space: MINT_SIZE,
            programId: TOKEN_PROGRAM_ID,
          }),
          createInitializeMint2Instruction(mint.publicKey, DSPL.decimals, authority.publicKey, null),
        ],
        [authority, mint],
      ),
    );
    const minted = BigInt(DSPL.minted) * 10n ** BigInt(DSPL.decimals);
    mustLand(
      sendInstructions(
        testKeypairs.slice(0, DSPL.holders).flatMap(({ publicKey: owner }) => {
          const tokenAccount = getAssociatedTokenAddressSync(mint.publicKey, owner);
          return [
            createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, tokenAccount, owner, mint.publicKey),
            createMintToInstruction(mint.publicKey, tokenAccount, authority.publicKey, minted),
          ];
        }),
        [authority],
      ),
    );
  }

  seed();

  return {
    genesisHash,
    /** The current slot, which is also the block height. */
    slot() {
      tick();
      return slot;
    },
    latestBlockhash,
    /** The last block height `blockhash` is usable at, or undefined once it expired (or never was one). */
    lastValidBlockHeight(blockhash: string) {
      tick();
      return lastValidBlockHeight(blockhash);
    },
    feeFor,
    account,
    balance: balanceOf,
    minimumBalanceForRentExemption: (dataLength: number) => svm.minimumBalanceForRentExemption(BigInt(dataLength)),
    decimalsOf,
    send,
    simulate,
    airdrop,
    landed: (signature: string) => history.get(signature),
    /** Every token account any transaction touched. */
    tokenAccounts: () => [...tokenAccounts].map((address) => new PublicKey(address)),
    onLanded(listener: (landed: LandedTransaction) => void) {
      landedListeners.add(listener);
      return () => landedListeners.delete(listener);
    },
  };
}
