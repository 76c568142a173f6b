/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createAccount,
  createAssociatedTokenAccountIdempotentInstruction,
  createMint,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { formatUnits, hexToBytes, parseUnits } from 'viem';
import { SOLANA_TEST_ADDRESSES, SOLANA_TEST_SEEDS } from '../src/devWallet/accounts.ts';
import { runSolanaChain } from '../src/test/solanaChain.ts';
import { NOTHING_LISTENS_URL } from '../tools/anvil.ts';
import { CHAINS } from './fixtures/accounts.ts';
import { historyPage } from './fixtures/history.ts';
import { DSPL, SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_TEST_FUNDING_SOL } from './fixtures/localChains.ts';
import { balancesFor } from './fixtures/tokens.ts';
import { type ApiServer, startApiServer } from './httpServer.ts';

const chain = runSolanaChain();
/** Solana's devnet: a network the local API does not serve. */
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** An anvil chain the API is told about but that never runs: an account is checked before the chain is asked. */
const EVM_LOCAL = 'eip155:31337';
const DSPL_MINT = new PublicKey(DSPL.mint);

interface BalanceAnswer {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    localChains: [
      { caipNetworkId: chain.caipNetworkId, rpcUrl: chain.url },
      { caipNetworkId: EVM_LOCAL, rpcUrl: NOTHING_LISTENS_URL },
    ],
  });
});
afterAll(() => api.close());
afterEach(() => fetch(`${api.url}/__mock/scenario`, { method: 'DELETE' }));

const testKeypair = (index: number) => Keypair.fromSeed(hexToBytes(SOLANA_TEST_SEEDS[index] as `0x${string}`));

function balanceResponse(account: string, chainId = SOLANA_LOCAL_CAIP_NETWORK_ID) {
  return fetch(`${api.url}/v1/account/${encodeURIComponent(account)}/balance?currency=usd&chainId=${chainId}`);
}

async function balancesOf(account: string, chainId = SOLANA_LOCAL_CAIP_NETWORK_ID): Promise<BalanceAnswer[]> {
  const response = await balanceResponse(account, chainId);
  expect(response.status).toBe(200);
  return ((await response.json()) as { balances: BalanceAnswer[] }).balances;
}

/** A balance as integer units, so changes compare exactly. */
function unitsOf(balances: BalanceAnswer[], symbol: string): bigint {
  const balance = balances.find((entry) => entry.symbol === symbol);
  return balance ? parseUnits(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n;
}

const sol = (numeric: string) => ({
  name: 'Solana',
  symbol: 'SOL',
  chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
  value: Number((Number(numeric) * 168.2).toFixed(2)),
  price: 168.2,
  quantity: { decimals: '9', numeric },
  iconUrl: `${api.url}/public/getTokenImage/sol`,
});
const dspl = (numeric: string) => ({
  name: 'Demo SPL',
  symbol: 'DSPL',
  chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
  address: `${SOLANA_LOCAL_CAIP_NETWORK_ID}:${DSPL.mint}`,
  value: Number((Number(numeric) * 0.25).toFixed(2)),
  price: 0.25,
  quantity: { decimals: '6', numeric },
  iconUrl: `${api.url}/public/getTokenImage/dspl`,
});

describe('balances on the local Solana chain', () => {
  it('are a test keypair’s SOL and DSPL as the chain holds them, priced from the fixtures', async () => {
    expect(await balancesOf(SOLANA_TEST_ADDRESSES[1])).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
        value: 16_820,
        price: 168.2,
        quantity: { decimals: '9', numeric: String(SOLANA_TEST_FUNDING_SOL) },
        iconUrl: `${api.url}/public/getTokenImage/sol`,
      },
      {
        name: 'Demo SPL',
        symbol: 'DSPL',
        chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
        address: `${SOLANA_LOCAL_CAIP_NETWORK_ID}:${DSPL.mint}`,
        value: 250,
        price: 0.25,
        quantity: { decimals: '6', numeric: DSPL.minted },
        iconUrl: `${api.url}/public/getTokenImage/dspl`,
      },
    ]);

    const icon = await fetch(`${api.url}/public/getTokenImage/dspl`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('are empty for an account the chain has never seen', async () => {
    expect(await balancesOf(Keypair.generate().publicKey.toBase58())).toEqual([]);
  });

  it('leave out a token account that holds nothing', async () => {
    const owner = Keypair.generate().publicKey;
    const payer = testKeypair(5);
    const empty = getAssociatedTokenAddressSync(DSPL_MINT, owner);
    await sendAndConfirmTransaction(
      chain.connection(),
      new Transaction().add(createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, empty, owner, DSPL_MINT)),
      [payer],
    );
    expect(await chain.connection().getTokenAccountBalance(empty)).toMatchObject({ value: { amount: '0' } });
    expect(await balancesOf(owner.toBase58())).toEqual([]);
  });

  it('change by exactly what a transfer moved, the receiver’s token account created on the way', async () => {
    const connection = chain.connection();
    const sender = testKeypair(0);
    const receiver = Keypair.generate().publicKey;
    const senderBefore = await balancesOf(sender.publicKey.toBase58());
    const receiverAccount = getAssociatedTokenAddressSync(DSPL_MINT, receiver);
    const transfer = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 4 }),
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, receiverAccount, receiver, DSPL_MINT),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(DSPL_MINT, sender.publicKey),
        DSPL_MINT,
        receiverAccount,
        sender.publicKey,
        12_500_000n,
        DSPL.decimals,
      ),
    );
    await sendAndConfirmTransaction(connection, transfer, [sender]);

    expect(await balancesOf(receiver.toBase58())).toEqual([sol('0.25'), dspl('12.5')]);
    const senderAfter = await balancesOf(sender.publicKey.toBase58());
    expect(unitsOf(senderBefore, 'DSPL') - unitsOf(senderAfter, 'DSPL')).toBe(12_500_000n);
    // The sender also paid the fee and the new token account's rent: its SOL is what the chain says, to the lamport.
    expect(unitsOf(senderAfter, 'SOL')).toBe(BigInt(await connection.getBalance(sender.publicKey)));
  });

  it('list any other SPL token the owner holds, under either token program, unpriced and summed over its accounts', async () => {
    const connection = chain.connection();
    const payer = testKeypair(4);
    const owner = Keypair.generate();
    const mint = await createMint(connection, payer, payer.publicKey, null, 2, undefined, undefined, TOKEN_2022_PROGRAM_ID);
    const associated = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      mint,
      owner.publicKey,
      false,
      undefined,
      undefined,
      TOKEN_2022_PROGRAM_ID,
    );
    await mintTo(connection, payer, mint, associated.address, payer, 1_000n, [], undefined, TOKEN_2022_PROGRAM_ID);
    // A second account of the same mint, at a fresh address rather than the associated one.
    const second = await createAccount(connection, payer, mint, owner.publicKey, Keypair.generate(), undefined, TOKEN_2022_PROGRAM_ID);
    await mintTo(connection, payer, mint, second, payer, 234n, [], undefined, TOKEN_2022_PROGRAM_ID);

    const symbol = mint.toBase58().slice(0, 4);
    expect(await balancesOf(owner.publicKey.toBase58())).toEqual([
      {
        name: `SPL token ${mint.toBase58()}`,
        symbol,
        chainId: SOLANA_LOCAL_CAIP_NETWORK_ID,
        address: `${SOLANA_LOCAL_CAIP_NETWORK_ID}:${mint.toBase58()}`,
        value: 0,
        price: 0,
        quantity: { decimals: '2', numeric: formatUnits(1_234n, 2) },
        iconUrl: `${api.url}/public/getTokenImage/${symbol.toLowerCase()}`,
      },
    ]);
  });

  it('accept the account as a CAIP-10 address too', async () => {
    const account = `${SOLANA_LOCAL_CAIP_NETWORK_ID}:${SOLANA_TEST_ADDRESSES[2]}`;
    expect(await balancesOf(account)).toEqual([sol(String(SOLANA_TEST_FUNDING_SOL)), dspl(DSPL.minted)]);
  });
});

describe('what the local API refuses', () => {
  it.each([
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['text that is not base58', 'not-an-address'],
    ['base58 of 31 bytes', bs58.encode(new Uint8Array(31).fill(7))],
    ['base58 of 33 bytes', bs58.encode(new Uint8Array(33).fill(7))],
  ])('answers 400 for %s on the Solana chain, saying what an account is there', async (_kind, account) => {
    const response = await balanceResponse(account);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `${account} is not a Solana address (a base58 public key of 32 bytes)` });
  });

  it('answers 400 for a Solana address on an anvil chain', async () => {
    const response = await balanceResponse(SOLANA_TEST_ADDRESSES[0], EVM_LOCAL);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `${SOLANA_TEST_ADDRESSES[0]} is not an EVM address` });
  });

  it('answers 502 when the Solana chain does not answer', async () => {
    const stopped = await startApiServer({
      port: 0,
      localChains: [{ caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID, rpcUrl: NOTHING_LISTENS_URL }],
    });
    try {
      const down = await fetch(`${stopped.url}/v1/account/${SOLANA_TEST_ADDRESSES[0]}/balance?chainId=${SOLANA_LOCAL_CAIP_NETWORK_ID}`);
      expect(down.status).toBe(502);
      expect((await down.json()).message).toBe(
        `Local chain ${SOLANA_LOCAL_CAIP_NETWORK_ID}: getBalance: no answer from ${NOTHING_LISTENS_URL} (connect ECONNREFUSED ${new URL(NOTHING_LISTENS_URL).host})`,
      );
    } finally {
      await stopped.close();
    }
  });

  it.each([
    ['an error', { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }, 'getBalance: Method not found (-32601)'],
    ['no result', { jsonrpc: '2.0', id: 1 }, 'shape no Solana node answers in'],
    ['a result of another shape', { jsonrpc: '2.0', id: 1, result: { value: 'many' } }, 'shape no Solana node answers in'],
  ])('answers 502 when the Solana chain answers with %s', async (_kind, answer, reason) => {
    const node = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
    );
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const { port } = node.address() as AddressInfo;
    const odd = await startApiServer({
      port: 0,
      localChains: [{ caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID, rpcUrl: `http://127.0.0.1:${port}` }],
    });
    try {
      const response = await fetch(`${odd.url}/v1/account/${SOLANA_TEST_ADDRESSES[0]}/balance?chainId=${SOLANA_LOCAL_CAIP_NETWORK_ID}`);
      expect(response.status).toBe(502);
      expect((await response.json()).message).toContain(reason);
    } finally {
      await odd.close();
      node.closeAllConnections();
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it('still applies the scenario switches to the Solana chain', async () => {
    await fetch(`${api.url}/__mock/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errors: { balance: { status: 503 } } }),
    });
    expect((await balanceResponse(SOLANA_TEST_ADDRESSES[0])).status).toBe(503);
  });
});

describe('the rest of the API with the Solana chain configured', () => {
  it('lists "Solana Local" among the supported chains, and not a Solana network it does not serve', async () => {
    const supported = (await (await fetch(`${api.url}/v1/supported-chains`)).json()) as { http: string[] };
    expect(supported.http).toEqual(expect.arrayContaining([SOLANA_LOCAL_CAIP_NETWORK_ID, CHAINS.solana, EVM_LOCAL]));
    // The client reads a network missing here as unserved: 'Token Balance Unavailable', and the balance from the chain.
    expect(supported.http).not.toContain(SOLANA_DEVNET);
  });

  it('keeps the fixture answers on the Solana networks it does not read from a chain', async () => {
    const account = SOLANA_TEST_ADDRESSES[0];
    expect(await balancesOf(account, SOLANA_DEVNET)).toEqual([]);
    expect(await balancesOf(account, CHAINS.solana)).toEqual(balancesFor(CHAINS.solana, api.url));
  });

  it('keeps the fixture history on the Solana chain (Activity is EVM only)', async () => {
    const account = SOLANA_TEST_ADDRESSES[0];
    const response = await fetch(`${api.url}/v1/account/${account}/history?chainId=${SOLANA_LOCAL_CAIP_NETWORK_ID}`);
    expect(await response.json()).toEqual(historyPage(account, null));
  });
});
