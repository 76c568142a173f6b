/** @jest-environment node */
import { createPublicClient, erc20Abi, http, parseEther } from 'viem';
import { LOCAL_TOKENS, UNISWAP_V2 } from '../mocks/fixtures/localChains.ts';
import { uniswapV2RouterAbi } from '../src/features/swaps/uniswapV2.ts';
import { type AnvilNode, startAnvil } from './anvil.ts';
import { deployTestTokens } from './testTokens.ts';
import { deployUniswap, LOCAL_POOLS, pairOf } from './uniswap.ts';

let node: AnvilNode | undefined;
const [demo, dusdt] = LOCAL_TOKENS;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337, port: 0 });
  await deployTestTokens(node.url);
  await deployUniswap(node.url);
}, 30_000);
afterAll(() => node?.stop());

const client = () => createPublicClient({ transport: http(node?.url) });
const url = () => node?.url ?? '';

it('deploys WETH9, the factory and Router02 at their fixed addresses, the test tokens where they always are', async () => {
  expect(UNISWAP_V2).toMatchObject({
    weth: '0x41B467AFbDD40e81A4751A594A2680bA0dc80E48',
    factory: '0xEF6bf1D3710c1895b054790BF1C95b2Ce7274D1C',
    router: '0xF93848560c37b0dd669257576de7423AFAAB111F',
  });
  for (const address of [UNISWAP_V2.weth, UNISWAP_V2.factory, UNISWAP_V2.router]) {
    expect((await client().getCode({ address }))?.length).toBeGreaterThan(2);
  }
  expect(await client().readContract({ address: demo?.address ?? '0x', abi: erc20Abi, functionName: 'symbol' })).toBe('DEMO');
  expect(await client().readContract({ address: UNISWAP_V2.weth, abi: erc20Abi, functionName: 'symbol' })).toBe('WETH');
});

it('seeds the pools ETH/DEMO, ETH/DUSDT and DEMO/DUSDT', async () => {
  for (const pool of LOCAL_POOLS) {
    const pair = await pairOf(url(), pool.a?.address, pool.b.address);
    const held = await client().readContract({ address: pool.b.address, abi: erc20Abi, functionName: 'balanceOf', args: [pair] });
    expect(held).toBeGreaterThan(0n);
  }
});

it('quotes from the reserves: 1 ETH buys about 1250 DEMO less the 0.3 % fee', async () => {
  const amounts = await client().readContract({
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [parseEther('1'), [UNISWAP_V2.weth, demo?.address ?? '0x']],
  });
  expect(Number(amounts[1]) / 1e18).toBeCloseTo((126000 * 0.997) / 100.997, 2);
  const viaDemo = await client().readContract({
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [10n ** 18n, [demo?.address ?? '0x', dusdt?.address ?? '0x']],
  });
  expect(Number(viaDemo[1]) / 1e6).toBeCloseTo(2.49, 1);
});

it('deploying again on a live chain finds the exchange and sends nothing', async () => {
  const before = await client().getBlockNumber();
  await deployUniswap(url());
  expect(await client().getBlockNumber()).toBe(before);
});
