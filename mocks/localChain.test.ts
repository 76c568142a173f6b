/** @jest-environment node */
import { createPublicClient, createWalletClient, defineChain, erc20Abi, type Hash, http, parseEther, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_PRIVATE_KEYS } from '../src/devWallet/accounts.ts';
import { runApiOverChains, runLocalChains } from '../src/test/chains.ts';
import { NOTHING_LISTENS_URL } from '../tools/anvil.ts';
import { historyPage } from './fixtures/history.ts';
import { LOCAL_TOKENS } from './fixtures/localChains.ts';
import { balancesFor } from './fixtures/tokens.ts';
import { startApiServer } from './httpServer.ts';

const chains = runLocalChains();
const CHAIN_A = 'eip155:31337';
const CHAIN_B = 'eip155:31338';
const [DEMO, DUSDT] = LOCAL_TOKENS;
type TokenSymbol = 'DEMO' | 'DUSDT';

interface BalanceAnswer {
  symbol: string;
  address?: string;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}
interface HistoryAnswer {
  data: {
    id: string;
    metadata: Record<string, string>;
    transfers: { direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } }[];
  }[];
  next: string | null;
}

const api = runApiOverChains(chains);
afterEach(() => fetch(`${api.url}/__mock/scenario`, { method: 'DELETE' }));

function rpcUrlOf(chain: { rpcUrls: { default: { http: readonly string[] } } }): string {
  return chain.rpcUrls.default.http[0] ?? '';
}

const accountAt = (index: number) => privateKeyToAccount(ANVIL_PRIVATE_KEYS[index] ?? ANVIL_PRIVATE_KEYS[0]);
const anvilA = () =>
  defineChain({
    id: 31337,
    name: 'Anvil A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrlOf(chains.a)] } },
  });
const chainA = () => createPublicClient({ chain: anvilA(), transport: http(rpcUrlOf(chains.a)), pollingInterval: 50 });
const walletAt = (index: number) => createWalletClient({ account: accountAt(index), chain: anvilA(), transport: http(rpcUrlOf(chains.a)) });

async function mined(hash: Hash) {
  return chainA().waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

async function sendEther(from: number, to: number, ether: string): Promise<Hash> {
  const hash = await walletAt(from).sendTransaction({ to: accountAt(to).address, value: parseEther(ether) });
  await mined(hash);
  return hash;
}

/** A token transfer; with `gas` set, viem skips the estimate, so a transfer that reverts is still sent and mined. */
async function sendToken(from: number, symbol: TokenSymbol, to: number, amount: string, gas?: bigint): Promise<Hash> {
  const token = symbol === 'DEMO' ? DEMO : DUSDT;
  if (!token) throw new Error(`No token ${symbol}`);
  const args = [accountAt(to).address, parseUnits(amount, token.decimals)] as const;
  const hash = await walletAt(from).writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args, gas });
  await mined(hash);
  return hash;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${api.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const balancesOf = (index: number, chainId = CHAIN_A) =>
  getJson<{ balances: BalanceAnswer[] }>(`/v1/account/${accountAt(index).address}/balance?currency=usd&chainId=${chainId}`).then(
    (answer) => answer.balances,
  );
const historyOf = (index: number, cursor?: string) =>
  getJson<HistoryAnswer>(`/v1/account/${accountAt(index).address}/history?chainId=${CHAIN_A}${cursor ? `&cursor=${cursor}` : ''}`);

/** A balance as integer units, so changes compare exactly. */
function unitsOf(balances: BalanceAnswer[], symbol: string): bigint {
  const balance = balances.find((entry) => entry.symbol === symbol);
  return balance ? parseUnits(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n;
}

const summary = (answer: HistoryAnswer) =>
  answer.data.map(({ metadata, transfers }) => ({
    operationType: metadata.operationType,
    status: metadata.status,
    direction: transfers[0]?.direction,
    numeric: transfers[0]?.quantity.numeric,
    symbol: transfers[0]?.fungible_info.symbol,
  }));

describe('balances on a local chain', () => {
  it('are read from the chain and change by exactly the amounts transferred', async () => {
    const [senderBefore, receiverBefore] = await Promise.all([balancesOf(0), balancesOf(3)]);
    expect(receiverBefore.map((balance) => balance.symbol)).toEqual(['ETH']);

    await sendEther(0, 3, '1');
    await sendToken(0, 'DEMO', 3, '12.5');
    await sendToken(0, 'DUSDT', 3, '10');

    const [senderAfter, receiverAfter] = await Promise.all([balancesOf(0), balancesOf(3)]);
    expect(unitsOf(receiverAfter, 'ETH') - unitsOf(receiverBefore, 'ETH')).toBe(parseEther('1'));
    expect(unitsOf(senderBefore, 'DEMO') - unitsOf(senderAfter, 'DEMO')).toBe(parseUnits('12.5', 18));
    expect(unitsOf(senderBefore, 'DUSDT') - unitsOf(senderAfter, 'DUSDT')).toBe(parseUnits('10', 6));
    expect(receiverAfter).toEqual([
      {
        name: 'Ethereum',
        symbol: 'ETH',
        chainId: CHAIN_A,
        value: 31_507_350.42,
        price: 3150.42,
        quantity: { decimals: '18', numeric: '10001' },
        iconUrl: `${api.url}/public/getTokenImage/eth`,
      },
      {
        name: 'Demo Token',
        symbol: 'DEMO',
        chainId: CHAIN_A,
        address: `${CHAIN_A}:${DEMO?.address}`,
        value: 31.25,
        price: 2.5,
        quantity: { decimals: '18', numeric: '12.5' },
        iconUrl: `${api.url}/public/getTokenImage/demo`,
      },
      {
        name: 'Demo Tether',
        symbol: 'DUSDT',
        chainId: CHAIN_A,
        address: `${CHAIN_A}:${DUSDT?.address}`,
        value: 10,
        price: 0.9998,
        quantity: { decimals: '6', numeric: '10' },
        iconUrl: `${api.url}/public/getTokenImage/dusdt`,
      },
    ]);
  });

  it('come from the chain the request names, with icons the API itself serves', async () => {
    const onB = await balancesOf(3, CHAIN_B);
    expect(onB.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([['ETH', '10000']]);

    const icon = await fetch(onB[0]?.iconUrl ?? '');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('history on a local chain', () => {
  it('lists what the account sent and received, newest first, for the sender and the receiver', async () => {
    const etherHash = await sendEther(1, 4, '0.5');
    await sendToken(1, 'DEMO', 4, '3');
    await sendToken(1, 'DUSDT', 4, '4.5');

    const received = await historyOf(4);
    expect(received.next).toBeNull();
    expect(summary(received)).toEqual([
      { operationType: 'receive', status: 'confirmed', direction: 'in', numeric: '4.5', symbol: 'DUSDT' },
      { operationType: 'receive', status: 'confirmed', direction: 'in', numeric: '3', symbol: 'DEMO' },
      { operationType: 'receive', status: 'confirmed', direction: 'in', numeric: '0.5', symbol: 'ETH' },
    ]);
    const block = await chainA().getBlock({ blockNumber: (await mined(etherHash)).blockNumber });
    expect(received.data[2]).toEqual({
      id: etherHash,
      metadata: {
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        chain: CHAIN_A,
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: accountAt(1).address,
        sentTo: accountAt(4).address,
        hash: etherHash,
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '0.5' },
          value: 1575.21,
          price: 3150.42,
          fungible_info: { name: 'Ethereum', symbol: 'ETH', icon: { url: `${api.url}/public/getTokenImage/eth` } },
        },
      ],
    });

    // The sender also sees the test tokens minted to it when they were deployed.
    expect(summary(await historyOf(1))).toEqual([
      { operationType: 'send', status: 'confirmed', direction: 'out', numeric: '4.5', symbol: 'DUSDT' },
      { operationType: 'send', status: 'confirmed', direction: 'out', numeric: '3', symbol: 'DEMO' },
      { operationType: 'send', status: 'confirmed', direction: 'out', numeric: '0.5', symbol: 'ETH' },
      { operationType: 'mint', status: 'confirmed', direction: 'in', numeric: '500', symbol: 'DUSDT' },
      { operationType: 'mint', status: 'confirmed', direction: 'in', numeric: '1000', symbol: 'DEMO' },
    ]);
  });

  it('shows a reverted token transfer as failed, with the transfer it meant to make', async () => {
    const hash = await sendToken(2, 'DEMO', 5, '5000', 100_000n);
    expect((await mined(hash)).status).toBe('reverted');

    const [latest] = (await historyOf(2)).data;
    expect(latest?.id).toBe(hash);
    expect(latest?.metadata).toMatchObject({ status: 'failed', operationType: 'send', sentTo: accountAt(5).address });
    expect(latest?.transfers).toMatchObject([{ direction: 'out', quantity: { numeric: '5000' }, fungible_info: { symbol: 'DEMO' } }]);
    // Nothing reached the intended receiver, so it is not the receiver's activity.
    expect((await historyOf(5)).data).toEqual([]);
  });

  it('pages 10 entries at a time with the cursor', async () => {
    for (let index = 1; index <= 12; index++) await sendEther(6, 7, String(index / 100));

    const first = await historyOf(7);
    expect(first.data).toHaveLength(10);
    expect(first.next).toBe('10');
    const second = await historyOf(7, first.next ?? '');
    expect(second.next).toBeNull();
    expect([...first.data, ...second.data].map((entry) => entry.transfers[0]?.quantity.numeric)).toEqual(
      Array.from({ length: 12 }, (_, index) => String((12 - index) / 100)),
    );
  });

  it('leaves out deployments and calls that move nothing for the account, and marks self transfers', async () => {
    // Account 9 deployed the tokens and minted to others: none of it is its own activity.
    expect(await historyOf(9)).toEqual({ data: [], next: null });

    await sendEther(8, 8, '1');
    expect(summary(await historyOf(8))).toEqual([
      { operationType: 'send', status: 'confirmed', direction: 'self', numeric: '1', symbol: 'ETH' },
    ]);
  });
});

describe('the rest of the API with local chains configured', () => {
  it('lists the local chains among the supported chains', async () => {
    const supported = await getJson<{ http: string[] }>('/v1/supported-chains');
    expect(supported.http).toEqual(expect.arrayContaining(['eip155:1', CHAIN_A, CHAIN_B]));
  });

  it('keeps the fixture answers without a chain id or for another chain', async () => {
    const address = accountAt(0).address;
    expect(await getJson(`/v1/account/${address}/balance?currency=usd`)).toEqual({ balances: balancesFor(null, api.url) });
    expect(await getJson(`/v1/account/${address}/history?chainId=eip155:1`)).toEqual(historyPage(address, null));
    expect(await getJson(`/v1/account/${address}/history`)).toEqual(historyPage(address, null));
  });

  it('still applies the scenario switches to the local routes', async () => {
    await fetch(`${api.url}/__mock/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 100, errors: { balance: { status: 503 } }, malformed: { history: 'invalid-json' } }),
    });
    const started = performance.now();
    const balance = await fetch(`${api.url}/v1/account/${accountAt(0).address}/balance?chainId=${CHAIN_A}`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(balance.status).toBe(503);
    const history = await fetch(`${api.url}/v1/account/${accountAt(0).address}/history?chainId=${CHAIN_A}`);
    await expect(history.json()).rejects.toThrow();
  });

  it('answers 400 for an account that is not an address and 502 when the chain is down', async () => {
    const response = await fetch(`${api.url}/v1/account/not-an-address/balance?chainId=${CHAIN_A}`);
    expect(response.status).toBe(400);

    const stopped = await startApiServer({
      port: 0,
      localChains: [{ caipNetworkId: 'eip155:31339', rpcUrl: NOTHING_LISTENS_URL }],
    });
    try {
      const down = await fetch(`${stopped.url}/v1/account/${accountAt(0).address}/history?chainId=eip155:31339`);
      expect(down.status).toBe(502);
      expect((await down.json()).message).toMatch(/^Local chain eip155:31339: /);
    } finally {
      await stopped.close();
    }
  });
});
