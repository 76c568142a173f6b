/** @jest-environment node */
import { createPublicClient, createWalletClient, decodeFunctionData, defineChain, erc20Abi, type Hex, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_PRIVATE_KEYS } from '../src/devWallet/accounts.ts';
import { uniswapV2RouterAbi } from '../src/features/swaps/uniswapV2.ts';
import { runApiOverChains, runLocalChains } from '../src/test/chains.ts';
import { LOCAL_TOKENS, UNISWAP_V2 } from './fixtures/localChains.ts';
import { NATIVE_TOKEN_ADDRESS } from './localExchange.ts';

const chains = runLocalChains();
const CHAIN_A = 'eip155:31337';
const [DEMO, DUSDT] = LOCAL_TOKENS;
const rpcUrlOf = (chain: { rpcUrls: { default: { http: readonly string[] } } }) => chain.rpcUrls.default.http[0] ?? '';

const api = runApiOverChains(chains);

const anvilA = () =>
  defineChain({
    id: 31337,
    name: 'Anvil A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrlOf(chains.a)] } },
  });
const chainA = () => createPublicClient({ chain: anvilA(), transport: http(rpcUrlOf(chains.a)), pollingInterval: 50 });
const userAt = (index: number) => privateKeyToAccount(ANVIL_PRIVATE_KEYS[index] ?? ANVIL_PRIVATE_KEYS[0]);
const walletOf = (index: number) => createWalletClient({ account: userAt(index), chain: anvilA(), transport: http(rpcUrlOf(chains.a)) });

const caip = (address: string) => `${CHAIN_A}:${address}`;
const ETH = caip(NATIVE_TOKEN_ADDRESS);
const demo = caip(DEMO?.address ?? '');
const dusdt = caip(DUSDT?.address ?? '');

async function get<T>(path: string, query: Record<string, string>): Promise<T> {
  const response = await fetch(`${api.url}/${path}?${new URLSearchParams(query)}`);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
async function buildSwap(body: Record<string, unknown>) {
  const response = await fetch(`${api.url}/v1/convert/build-transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eip155: { slippage: '1' }, ...body }),
  });
  return { status: response.status, body: (await response.json()) as { tx: { to: Hex; data: Hex; amount: string }; message?: string } };
}
const quoteOf = async (from: string, to: string, amount: bigint, user: string) =>
  BigInt(
    (
      await get<{ quotes: { toAmount: string }[] }>('v1/convert/quotes', {
        amount: amount.toString(),
        userAddress: caip(user),
        from,
        to,
        gasPrice: '1',
      })
    ).quotes[0]?.toAmount ?? '0',
  );
const tokenBalance = (token: `0x${string}`, holder: `0x${string}`) =>
  chainA().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
/** Sends `tx` from test account `index` and resolves with its receipt; a revert fails with the reason its replay gives. */
async function send(index: number, tx: { to: Hex; data: Hex; amount?: string; value?: string }) {
  const call = { account: userAt(index), to: tx.to, data: tx.data, value: BigInt(tx.amount ?? tx.value ?? '0') };
  const hash = await walletOf(index).sendTransaction(call);
  const receipt = await chainA().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status === 'reverted') {
    const reason = await chainA()
      .call({ ...call, blockNumber: receipt.blockNumber })
      .then(
        () => 'no reason on replay',
        (error: Error) => error.message.split('\n')[0],
      );
    throw new Error(`${hash} reverted in block ${receipt.blockNumber}: ${reason}`);
  }
  return receipt;
}

it('lists the native currency, DEMO, DUSDT and WETH, and prices them', async () => {
  const { tokens } = await get<{ tokens: { symbol: string; address: string }[] }>('v1/convert/tokens', { chainId: CHAIN_A });
  expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'DEMO', 'DUSDT', 'WETH']);
  expect(tokens[0]?.address).toBe(ETH);
  const response = await fetch(`${api.url}/v1/fungible/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ addresses: [demo, caip(UNISWAP_V2.weth)] }),
  });
  const { fungibles } = (await response.json()) as { fungibles: { symbol: string; price: number }[] };
  expect(fungibles).toEqual([
    expect.objectContaining({ symbol: 'DEMO', price: 2.5 }),
    expect.objectContaining({ symbol: 'WETH', price: 3150.42 }),
  ]);
});

it("quotes exactly what the router's getAmountsOut says, both ways and between tokens", async () => {
  const user = userAt(0).address;
  for (const [from, to, path] of [
    [ETH, demo, [UNISWAP_V2.weth, DEMO?.address]],
    [demo, ETH, [DEMO?.address, UNISWAP_V2.weth]],
    [demo, dusdt, [DEMO?.address, DUSDT?.address]],
  ] as const) {
    const amount = parseEther('0.5');
    const onChain = await chainA().readContract({
      address: UNISWAP_V2.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, path as unknown as `0x${string}`[]],
    });
    expect(await quoteOf(from, to, amount, user)).toBe(onChain[1]);
  }
});

it('ETH → DEMO: the built router call delivers at least its minimum out, the quote less 1 %', async () => {
  const user = userAt(1).address;
  const amount = parseEther('0.5');
  const quoted = await quoteOf(ETH, demo, amount, user);
  const { body } = await buildSwap({ amount: amount.toString(), from: ETH, to: demo, userAddress: caip(user) });
  expect(body.tx.to).toBe(UNISWAP_V2.router);
  expect(body.tx.amount).toBe(amount.toString());
  const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: body.tx.data });
  expect(call.functionName).toBe('swapExactETHForTokens');
  const minimumOut = call.args[0] as bigint;
  expect(minimumOut).toBe((quoted * 99n) / 100n);

  const before = await tokenBalance(DEMO?.address ?? '0x', user);
  expect((await send(1, body.tx)).status).toBe('success');
  expect((await tokenBalance(DEMO?.address ?? '0x', user)) - before).toBeGreaterThanOrEqual(minimumOut);
});

it('DEMO → ETH needs an approval first: the swap is refused until the approve the API builds is sent', async () => {
  const user = userAt(2).address;
  const amount = parseEther('10');
  const allowance = () => get<{ allowance: string }>('v1/convert/allowance', { tokenAddress: demo, userAddress: caip(user) });
  expect((await allowance()).allowance).toBe('0');
  const refused = await buildSwap({ amount: amount.toString(), from: demo, to: ETH, userAddress: caip(user) });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/TRANSFER_FROM_FAILED|allowance/);

  const approve = await get<{ tx: { to: Hex; data: Hex; value: string } }>('v1/convert/build-approve', {
    userAddress: caip(user),
    from: demo,
    to: ETH,
  });
  expect(approve.tx.to).toBe(DEMO?.address);
  expect((await send(2, approve.tx)).status).toBe('success');
  expect(BigInt((await allowance()).allowance)).toBeGreaterThanOrEqual(amount);

  const etherBefore = await chainA().getBalance({ address: user });
  const { body } = await buildSwap({ amount: amount.toString(), from: demo, to: ETH, userAddress: caip(user) });
  const receipt = await send(2, body.tx);
  expect(receipt.status).toBe('success');
  const fee = receipt.gasUsed * receipt.effectiveGasPrice;
  const minimumOut = decodeFunctionData({ abi: uniswapV2RouterAbi, data: body.tx.data }).args[1] as bigint;
  expect((await chainA().getBalance({ address: user })) - etherBefore + fee).toBeGreaterThanOrEqual(minimumOut);
});

type HistoryAnswer = {
  data: { metadata: { operationType: string; status: string }; transfers: { direction: string; fungible_info: { symbol: string } }[] }[];
};
const historyOf = async (index: number) =>
  (await get<HistoryAnswer>(`v1/account/${caip(userAt(index).address)}/history`, { chainId: CHAIN_A })).data;
const legsOf = (entry: HistoryAnswer['data'][number] | undefined) =>
  entry?.transfers.map((transfer) => [transfer.direction, transfer.fungible_info.symbol]);

it('shows a router swap in the history as one "trade" entry with both legs', async () => {
  const data = await historyOf(1);
  const swaps = data.filter((entry) => entry.metadata.operationType === 'trade');
  expect(swaps).toHaveLength(1);
  expect(swaps[0]?.metadata.status).toBe('confirmed');
  expect(legsOf(swaps[0])).toEqual([
    ['out', 'ETH'],
    ['in', 'DEMO'],
  ]);
  // Ether paid out by the router is unwrapped WETH: the leg is read from WETH's Withdrawal.
  const [tokenForEther] = (await historyOf(2)).filter((entry) => entry.metadata.operationType === 'trade');
  expect(legsOf(tokenForEther)).toEqual([
    ['out', 'DEMO'],
    ['in', 'ETH'],
  ]);
  // The swap's own moves are not listed again as sends and receives.
  expect(data.filter((entry) => entry.metadata.operationType !== 'trade').every((entry) => entry.metadata.operationType === 'mint')).toBe(
    true,
  );
});

it('answers the convert endpoints of other chains from the fixtures, and refuses tokens the exchange does not trade', async () => {
  const { tokens } = await get<{ tokens: { symbol: string }[] }>('v1/convert/tokens', { chainId: 'eip155:1' });
  expect(tokens.map((token) => token.symbol)).toContain('USDC');
  const response = await fetch(
    `${api.url}/v1/convert/quotes?${new URLSearchParams({ amount: '1', userAddress: caip(userAt(0).address), from: ETH, to: caip(UNISWAP_V2.router), gasPrice: '1' })}`,
  );
  expect(response.status).toBe(400);
});
