/** @jest-environment node */
import { spawn } from 'node:child_process';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { hexToBytes } from 'viem';
import { WebSocket } from 'ws';
import { DSPL, SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_LOCAL_GENESIS_HASH, SOLANA_TEST_FUNDING_SOL } from '../mocks/fixtures/localChains.ts';
import { SOLANA_TEST_ADDRESSES, SOLANA_TEST_SEEDS } from '../src/devWallet/accounts.ts';
import { runSolanaChain } from '../src/test/solanaChain.ts';
import { type SolanaChain, startSolanaChain } from './solanaChain.ts';
import { MAX_PROCESSING_AGE, SLOT_MS } from './solanaLedger.ts';

const chain = runSolanaChain();
const MINT = new PublicKey(DSPL.mint);
const testKeypair = (index: number) => Keypair.fromSeed(hexToBytes(SOLANA_TEST_SEEDS[index] as `0x${string}`));
const dspl = (amount: number) => BigInt(amount * 10 ** DSPL.decimals);

/** A JSON-RPC call as it goes over the wire, for the answers' exact shape. */
async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: Record<string, unknown> } };
}

/** Signs `instructions` as a version 0 transaction paid by `payer`; also gives the fee the chain quotes for it. */
async function signed(connection: Connection, payer: Keypair, instructions: TransactionInstruction[]) {
  const latest = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: latest.blockhash,
    instructions,
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  const fee = (await connection.getFeeForMessage(message)).value;
  if (fee === null) throw new Error('The chain quoted no fee');
  return { transaction, fee: BigInt(fee), latest };
}

async function sendAndConfirm(connection: Connection, payer: Keypair, instructions: TransactionInstruction[]) {
  const { transaction, fee, latest } = await signed(connection, payer, instructions);
  const signature = await connection.sendTransaction(transaction);
  const confirmation = await connection.confirmTransaction({ signature, ...latest });
  return { signature, fee, err: confirmation.value.err };
}

/** Resolves once `done()` holds, checking on each turn of the event loop (for messages arriving on a socket). */
async function waitFor(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

const lamports = async (connection: Connection, address: PublicKey) => BigInt(await connection.getBalance(address));

async function dsplBalance(connection: Connection, owner: PublicKey) {
  const { value } = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(MINT, owner));
  return BigInt(value.amount);
}

describe('the local Solana chain', () => {
  it('has the genesis hash its network id comes from, the same on every start', async () => {
    expect(await chain.connection().getGenesisHash()).toBe(SOLANA_LOCAL_GENESIS_HASH);
    expect(chain.caipNetworkId).toBe(SOLANA_LOCAL_CAIP_NETWORK_ID);
    expect(SOLANA_LOCAL_CAIP_NETWORK_ID).toBe('solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3');
  });

  it('starts with every test keypair funded and DSPL minted to the first three', async () => {
    const connection = chain.connection();
    expect(SOLANA_TEST_SEEDS.map((_, index) => testKeypair(index).publicKey.toBase58())).toEqual(SOLANA_TEST_ADDRESSES);
    const balances = await Promise.all(SOLANA_TEST_ADDRESSES.map((address) => connection.getBalance(new PublicKey(address))));
    expect(balances).toEqual(SOLANA_TEST_ADDRESSES.map(() => SOLANA_TEST_FUNDING_SOL * LAMPORTS_PER_SOL));

    const mint = await getMint(connection, MINT);
    expect(mint).toMatchObject({ decimals: 6, supply: dspl(3000), isInitialized: true, freezeAuthority: null });
    const [holder, , , nonHolder] = SOLANA_TEST_ADDRESSES.map((address) => new PublicKey(address));
    expect(await dsplBalance(connection, holder as PublicKey)).toBe(dspl(1000));
    expect((await connection.getTokenAccountsByOwner(nonHolder as PublicKey, { mint: MINT })).value).toEqual([]);
  });

  it('lists token accounts by owner in the jsonParsed form wallets read', async () => {
    const owner = testKeypair(2).publicKey;
    const { value } = await chain.connection().getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID });
    expect(value).toHaveLength(1);
    expect(value[0]?.pubkey.toBase58()).toBe(getAssociatedTokenAddressSync(MINT, owner).toBase58());
    expect(value[0]?.account.data).toEqual({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: DSPL.mint,
          owner: owner.toBase58(),
          state: 'initialized',
          tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
        },
      },
    });
  });

  it('reads the DSPL mint in the jsonParsed form, and raw in base58 as in base64', async () => {
    const { value } = await chain.connection().getParsedAccountInfo(MINT);
    expect(value?.data).toEqual({
      program: 'spl-token',
      space: 82,
      parsed: {
        type: 'mint',
        info: { decimals: 6, freezeAuthority: null, isInitialized: true, mintAuthority: expect.any(String), supply: '3000000000' },
      },
    });
    const encoded = async (encoding: string) =>
      ((await rpc(chain.url, 'getAccountInfo', [DSPL.mint, { encoding }])).result as { value: { data: [string, string] } }).value.data[0];
    expect(bs58.decode(await encoded('base58'))).toEqual(new Uint8Array(Buffer.from(await encoded('base64'), 'base64')));
  });

  it('airdrops from its faucet, the same amount twice as two transactions', async () => {
    const connection = chain.connection();
    const receiver = Keypair.generate().publicKey;
    const latest = await connection.getLatestBlockhash();
    const first = await connection.requestAirdrop(receiver, 2 * LAMPORTS_PER_SOL);
    const second = await connection.requestAirdrop(receiver, 2 * LAMPORTS_PER_SOL);
    expect(second).not.toBe(first);
    for (const signature of [first, second]) expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull();
    expect(await connection.getBalance(receiver)).toBe(4 * LAMPORTS_PER_SOL);
  });

  it('notifies a signature subscription on its WebSocket when the transaction lands, and at once when it already did', async () => {
    const connection = chain.connection();
    const sender = testKeypair(4);
    const { transaction } = await signed(connection, sender, [
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    ]);
    const signature = bs58.encode(transaction.signatures[0] as Uint8Array);
    const socket = new WebSocket(chain.wsUrl);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const nextMessage = (count: number) => waitFor(() => messages.length >= count);
    try {
      socket.send(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] }),
      );
      await nextMessage(1);
      const { result: subscription } = messages[0] as { result: number };
      await connection.sendTransaction(transaction);
      await nextMessage(2);
      const { slot } = await connection.getSignatureStatus(signature).then(({ value }) => ({ slot: value?.slot }));
      expect(messages[1]).toEqual({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot }, value: { err: null } }, subscription },
      });

      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: [signature] }));
      await nextMessage(4);
      expect(messages[3]).toMatchObject({ method: 'signatureNotification', params: { result: { value: { err: null } } } });
    } finally {
      socket.close();
    }
  });

  it('moves SOL with exact lamport deltas: the receiver gets the amount, the sender pays it and the quoted fee', async () => {
    const connection = chain.connection();
    const sender = testKeypair(5);
    const receiver = Keypair.generate().publicKey;
    const before = await lamports(connection, sender.publicKey);
    const { signature, fee, err } = await sendAndConfirm(connection, sender, [
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 250_000_000 }),
    ]);
    expect(err).toBeNull();
    // 5000 for the signature, and the priority fee: 1000 micro-lamports for each of 2 × 3000 units (two builtin instructions).
    expect(fee).toBe(5_006n);
    expect(await lamports(connection, receiver)).toBe(250_000_000n);
    expect(before - (await lamports(connection, sender.publicKey))).toBe(250_000_000n + fee);

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta).toMatchObject({ err: null, fee: 5_006, preBalances: [Number(before), 0, 1, 1] });
    expect(landed?.meta?.postBalances.slice(0, 2)).toEqual([Number(before - 250_000_000n - fee), 250_000_000]);
    expect(landed?.meta?.logMessages).toContain('Program 11111111111111111111111111111111 success');
  });

  it('moves DSPL to a fresh receiver, creating its associated token account in the same transaction', async () => {
    const connection = chain.connection();
    const sender = testKeypair(1);
    const receiver = Keypair.generate().publicKey;
    const [from, to] = [getAssociatedTokenAddressSync(MINT, sender.publicKey), getAssociatedTokenAddressSync(MINT, receiver)];
    const [solBefore, dsplBefore] = [await lamports(connection, sender.publicKey), await dsplBalance(connection, sender.publicKey)];
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(165));
    expect(await connection.getAccountInfo(to)).toBeNull();

    const { signature, fee, err } = await sendAndConfirm(connection, sender, [
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10 }),
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, to, receiver, MINT),
      createTransferCheckedInstruction(from, MINT, to, sender.publicKey, dspl(2.5), DSPL.decimals),
    ]);
    expect(err).toBeNull();
    // The token programs are no builtins: 200,000 units each, with the compute budget's 3000, at 10 micro-lamports.
    expect(fee).toBe(5_000n + 5n);
    expect(await dsplBalance(connection, receiver)).toBe(dspl(2.5));
    expect(await dsplBalance(connection, sender.publicKey)).toBe(dsplBefore - dspl(2.5));
    expect(solBefore - (await lamports(connection, sender.publicKey))).toBe(fee + rent);
    const { value } = await connection.getParsedTokenAccountsByOwner(receiver, { mint: MINT });
    expect(value.map((entry) => entry.account.data.parsed.info.tokenAmount)).toEqual([
      { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
    ]);

    expect(await rpc(chain.url, 'getTransaction', [signature])).toMatchObject({ error: { code: -32015 } });
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          mint: DSPL.mint,
          owner: receiver.toBase58(),
          uiTokenAmount: expect.objectContaining({ amount: '2500000' }),
        }),
      ]),
    );
  });

  it('answers a failing transaction with the program’s error and logs, and leaves the balances as they were', async () => {
    const connection = chain.connection();
    const sender = testKeypair(6);
    const before = await lamports(connection, sender.publicKey);
    const { transaction, fee } = await signed(connection, sender, [
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 2n * before }),
    ]);
    const failure = await connection.sendTransaction(transaction).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SendTransactionError);
    expect((failure as SendTransactionError).transactionError.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect((failure as SendTransactionError).logs).toContain(`Transfer: insufficient lamports ${before - fee}, need ${2n * before}`);

    const { error } = await rpc(chain.url, 'sendTransaction', [
      Buffer.from(transaction.serialize()).toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(error).toMatchObject({ code: -32002, data: { err: { InstructionError: [0, { Custom: 1 }] }, logs: expect.any(Array) } });
    expect(await lamports(connection, sender.publicKey)).toBe(before);
  });

  it('refuses a transfer that would leave a fresh account below the rent-exempt minimum, in the node’s words', async () => {
    const connection = chain.connection();
    const sender = testKeypair(6);
    const { transaction } = await signed(connection, sender, [
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    ]);
    const failure = (await connection.sendTransaction(transaction).catch((error: unknown) => error)) as SendTransactionError;
    expect(failure.transactionError.message).toBe(
      'Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent',
    );
  });

  it('answers a failing DSPL transfer with the token program’s error', async () => {
    const connection = chain.connection();
    const sender = testKeypair(2);
    const from = getAssociatedTokenAddressSync(MINT, sender.publicKey);
    const { transaction } = await signed(connection, sender, [
      createTransferCheckedInstruction(
        from,
        MINT,
        getAssociatedTokenAddressSync(MINT, testKeypair(0).publicKey),
        sender.publicKey,
        dspl(5000),
        6,
      ),
    ]);
    const failure = (await connection.sendTransaction(transaction).catch((error: unknown) => error)) as SendTransactionError;
    expect(failure.transactionError.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(failure.logs).toContain('Program log: Error: insufficient funds');
  });

  it('with preflight skipped, lands a failing transaction: it pays its fee and its status carries the error', async () => {
    const connection = chain.connection();
    const sender = testKeypair(7);
    const before = await lamports(connection, sender.publicKey);
    const { transaction, fee, latest } = await signed(connection, sender, [
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 2n * before }),
    ]);
    const signature = await connection.sendTransaction(transaction, { skipPreflight: true });
    const expected = { InstructionError: [0, { Custom: 1 }] };
    expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toEqual(expected);
    expect((await connection.getSignatureStatuses([signature])).value[0]).toMatchObject({ err: expected, confirmationStatus: 'finalized' });
    expect(before - (await lamports(connection, sender.publicKey))).toBe(fee);
  });

  it('refuses a transaction sent twice, and one whose signature does not verify', async () => {
    const connection = chain.connection();
    const sender = testKeypair(8);
    const { transaction, latest } = await signed(connection, sender, [
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    ]);
    const signature = await connection.sendTransaction(transaction);
    await connection.confirmTransaction({ signature, ...latest });
    const twice = (await connection.sendTransaction(transaction).catch((error: unknown) => error)) as SendTransactionError;
    expect(twice.transactionError.message).toBe('Transaction simulation failed: This transaction has already been processed');

    const forged = transaction.serialize();
    forged[1] = (forged[1] as number) ^ 1;
    expect(await rpc(chain.url, 'sendTransaction', [Buffer.from(forged).toString('base64'), { encoding: 'base64' }])).toMatchObject({
      error: { code: -32003, message: 'Transaction signature verification failure' },
    });
  });

  it('simulates an unsigned transaction against the latest blockhash, with the accounts as it would leave them', async () => {
    const connection = chain.connection();
    const sender = testKeypair(9).publicKey;
    const receiver = Keypair.generate().publicKey;
    const message = new TransactionMessage({
      payerKey: sender,
      recentBlockhash: SOLANA_LOCAL_GENESIS_HASH.replace('C', 'D'),
      instructions: [SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: 1_000_000 })],
    }).compileToV0Message();
    const { value } = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { addresses: [receiver.toBase58()], encoding: 'base64' },
    });
    expect(value).toMatchObject({ err: null, unitsConsumed: 150, accounts: [expect.objectContaining({ lamports: 1_000_000 })] });
    expect(value.logs).toEqual(['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success']);
    expect(await connection.getBalance(receiver)).toBe(0);
  });

  it('reads several accounts at once, null for one that does not exist', async () => {
    const [known, unknown] = [testKeypair(3).publicKey, Keypair.generate().publicKey];
    const accounts = await chain.connection().getMultipleAccountsInfo([known, unknown]);
    expect(accounts.map((account) => account?.lamports ?? null)).toEqual([SOLANA_TEST_FUNDING_SOL * LAMPORTS_PER_SOL, null]);
  });

  it('speaks JSON-RPC as a node does: batches, unknown methods, browsers from other origins', async () => {
    const batch = await fetch(chain.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
        { jsonrpc: '2.0', id: 2, method: 'getHealthiness' },
      ]),
    });
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: SOLANA_LOCAL_GENESIS_HASH },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ]);
    const garbled = await fetch(chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":' });
    expect(await garbled.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    const preflight = await fetch(chain.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(await rpc(chain.url, 'getBalance', ['not a key'])).toMatchObject({ error: { code: -32602 } });
    const payer = testKeypair(0).publicKey;
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: SOLANA_LOCAL_GENESIS_HASH,
      instructions: [],
    }).compileToV0Message();
    // A message that asks for no signature, sent without one.
    const unsignable = message.serialize();
    unsignable[1] = 0;
    const unsigned = Buffer.concat([Buffer.from([0]), unsignable]).toString('base64');
    expect(await rpc(chain.url, 'sendTransaction', [unsigned, { encoding: 'base64' }])).toMatchObject({
      error: { code: -32602, message: 'invalid transaction: Transaction failed to sanitize accounts offsets correctly' },
    });
  });
});

describe('on a chain whose clock the test moves', () => {
  let now = Date.now();
  let moved: SolanaChain | undefined;
  beforeAll(async () => {
    moved = await startSolanaChain({ now: () => now });
  });
  afterAll(() => moved?.close());
  const connection = () => new Connection((moved as SolanaChain).url, 'confirmed');

  it('expires a blockhash 150 blocks after its own, a block every 400 ms: then it refuses the transaction and quotes no fee', async () => {
    const sender = testKeypair(0);
    const { transaction, latest } = await signed(connection(), sender, [
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    ]);
    const startHeight = await connection().getBlockHeight();
    expect(latest.lastValidBlockHeight).toBe(startHeight + MAX_PROCESSING_AGE);

    now += MAX_PROCESSING_AGE * SLOT_MS;
    expect(await connection().getBlockHeight()).toBe(latest.lastValidBlockHeight);
    expect(await connection().getSlot()).toBe(latest.lastValidBlockHeight);
    expect((await connection().isBlockhashValid(latest.blockhash)).value).toBe(true);

    now += SLOT_MS;
    expect((await connection().isBlockhashValid(latest.blockhash)).value).toBe(false);
    expect((await connection().getFeeForMessage(transaction.message)).value).toBeNull();
    const failure = (await connection()
      .sendTransaction(transaction)
      .catch((error: unknown) => error)) as SendTransactionError;
    expect(failure.transactionError.message).toBe('Transaction simulation failed: Blockhash not found');
  });

  it('makes an address lookup table from a recent slot, and a version 0 transaction loads its receivers from it', async () => {
    const payer = testKeypair(1);
    const receivers = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: await connection().getSlot(),
    });
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: payer.publicKey,
      payer: payer.publicKey,
      addresses: receivers,
    });
    expect((await sendAndConfirm(connection(), payer, [create, extend])).err).toBeNull();
    // Addresses added to a table are usable from the next slot on.
    now += SLOT_MS;

    const lookupTable = (await connection().getAddressLookupTable(table)).value;
    if (!lookupTable) throw new Error('The lookup table is missing');
    const latest = await connection().getLatestBlockhash();
    const transfers = receivers.map((receiver) =>
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL }),
    );
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: latest.blockhash,
      instructions: transfers,
    }).compileToV0Message([lookupTable]);
    const transaction = new VersionedTransaction(message);
    transaction.sign([payer]);
    const signature = await connection().sendTransaction(transaction);
    expect((await connection().confirmTransaction({ signature, ...latest })).value.err).toBeNull();

    expect(await Promise.all(receivers.map((receiver) => connection().getBalance(receiver)))).toEqual([LAMPORTS_PER_SOL, LAMPORTS_PER_SOL]);
    const { meta, transaction: landed } = (await connection().getTransaction(signature, { maxSupportedTransactionVersion: 0 })) ?? {};
    expect(landed?.message.staticAccountKeys).toHaveLength(2);
    expect(meta?.loadedAddresses?.writable.map(String)).toEqual(receivers.map(String));
    expect(meta?.postBalances.slice(2)).toEqual([LAMPORTS_PER_SOL, LAMPORTS_PER_SOL]);
  });
});

describe('the chain’s own process', () => {
  it('refuses a port something already listens on', async () => {
    const first = await startSolanaChain();
    try {
      const port = Number(new URL(first.url).port);
      await expect(startSolanaChain({ port })).rejects.toThrow(`Port ${port} or ${port + 1} is taken`);
      // The WebSocket's port taken (the first chain's HTTP one): refused the same way, not an error that ends the process.
      await expect(startSolanaChain({ port: port - 1 })).rejects.toThrow(`Port ${port - 1} or ${port} is taken`);
    } finally {
      await first.close();
    }
  });

  it('run as a program, says where it answers and stops when its parent goes', async () => {
    const child = spawn(process.execPath, [new URL('./solanaChain.ts', import.meta.url).pathname], { stdio: ['pipe', 'pipe', 'ignore'] });
    const firstLine = await new Promise<string>((resolve) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolve(output.slice(0, output.indexOf('\n')));
      });
    });
    const served = JSON.parse(firstLine) as { url: string; caipNetworkId: string };
    expect(served.caipNetworkId).toBe(SOLANA_LOCAL_CAIP_NETWORK_ID);
    expect(await new Connection(served.url).getGenesisHash()).toBe(SOLANA_LOCAL_GENESIS_HASH);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
  });
});
