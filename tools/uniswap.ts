// A real exchange on the local anvil chains: Uniswap V2 (WETH9, the factory, Router02) from the compiled artifacts the
// npm packages ship, with pools ETH/DEMO, ETH/DUSDT and DEMO/DUSDT. Deployed by an account of its own (a fixed key,
// funded by anvil's cheat code) at nonces 0, 1 and 2, so the contracts have the same addresses on every fresh chain
// (`UNISWAP_V2`, mocks/fixtures/localChains.ts) and the test tokens' deployer (tools/testTokens.ts) and Multicall3
// (tools/multicall3.ts) are left as they are.
import { createRequire } from 'node:module';
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  LOCAL_TOKENS,
  type LocalToken,
  TEST_TOKEN_DEPLOYER_KEY,
  UNISWAP_V2,
  UNISWAP_V2_DEPLOYER_KEY,
} from '../mocks/fixtures/localChains.ts';
import { demoTokenAbi, noReturnTokenAbi } from './contracts/testTokens.ts';

interface Artifact {
  abi: Abi;
  /** Hex without the `0x` prefix, as the packages ship it. */
  bytecode: string;
}

const require = createRequire(import.meta.url);
const artifact = ({ abi, bytecode }: Artifact) => ({ abi, bytecode: `0x${bytecode.replace(/^0x/, '')}` as Hex });

const deployer = privateKeyToAccount(UNISWAP_V2_DEPLOYER_KEY);
/** Enough for the ETH side of both ETH pools and every deployment's gas. */
const DEPLOYER_FUNDS = parseEther('10000');

const [demo, dusdt] = LOCAL_TOKENS as readonly [LocalToken, LocalToken];

/**
 * The pools and what is put in them: amounts near the tokens' fixture prices (ETH 3150.42, DEMO 2.5, DUSDT 0.9998 USD),
 * deep enough that a test account's swap moves the price by less than the 1 % slippage. `undefined` is ETH.
 */
export const LOCAL_POOLS: readonly { a: LocalToken | undefined; amountA: string; b: LocalToken; amountB: string }[] = [
  { a: undefined, amountA: '100', b: demo, amountB: '126000' },
  { a: undefined, amountA: '100', b: dusdt, amountB: '315000' },
  { a: demo, amountA: '100000', b: dusdt, amountB: '250000' },
];

const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)']);
const pairAbi = parseAbi(['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)']);
const liquidityAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
]);
const tokenAbi = (token: LocalToken) => (token.kind === 'standard' ? demoTokenAbi : noReturnTokenAbi);

/** The pair of two tokens (WETH for ETH), as the factory records it; the zero address when there is none. */
export async function pairOf(rpcUrl: string, a: Address | undefined, b: Address): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  return client.readContract({ address: UNISWAP_V2.factory, abi: factoryAbi, functionName: 'getPair', args: [a ?? UNISWAP_V2.weth, b] });
}

async function pairHasReserves(rpcUrl: string, a: Address | undefined, b: Address): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const pair = await pairOf(rpcUrl, a, b);
  if (/^0x0+$/.test(pair)) return false;
  const [reserve0] = await client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' });
  return reserve0 > 0n;
}

/**
 * Deploys Uniswap V2 on the chain at `rpcUrl` and seeds its three pools; the test tokens must be there already
 * (`deployTestTokens`). A chain that already has the router and its pools is left as it is (a restarted demo keeps its
 * history).
 */
export async function deployUniswap(rpcUrl: string): Promise<void> {
  const publicClient = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await publicClient.getChainId();
  const routerCode = await publicClient.getCode({ address: UNISWAP_V2.router });
  if (routerCode && routerCode !== '0x') {
    const seeded = await Promise.all(LOCAL_POOLS.map((pool) => pairHasReserves(rpcUrl, pool.a?.address, pool.b.address)));
    if (seeded.every(Boolean)) return;
  }
  if ((await publicClient.getTransactionCount({ address: deployer.address })) !== 0) {
    throw new Error(
      `The exchange's deployer ${deployer.address} has sent transactions on chain ${chainId}: the exchange's addresses would differ`,
    );
  }

  const chain = {
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({ address: deployer.address, value: DEPLOYER_FUNDS });
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) });
  const tokenOwner = createWalletClient({ account: privateKeyToAccount(TEST_TOKEN_DEPLOYER_KEY), chain, transport: http(rpcUrl) });
  const hashes: Hex[] = [];
  const settle = async () => {
    for (const hash of hashes.splice(0)) {
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (receipt.status !== 'success') throw new Error(`Exchange setup transaction ${hash} reverted on chain ${chainId}`);
    }
  };

  const weth9 = artifact(require('@uniswap/v2-periphery/build/WETH9.json'));
  const factory = artifact(require('@uniswap/v2-core/build/UniswapV2Factory.json'));
  const router = artifact(require('@uniswap/v2-periphery/build/UniswapV2Router02.json'));
  hashes.push(await wallet.deployContract({ abi: weth9.abi, bytecode: weth9.bytecode }));
  hashes.push(await wallet.deployContract({ abi: factory.abi, bytecode: factory.bytecode, args: [deployer.address] }));
  hashes.push(await wallet.deployContract({ abi: router.abi, bytecode: router.bytecode, args: [UNISWAP_V2.factory, UNISWAP_V2.weth] }));

  // The deployer provides the liquidity: the tokens' owner mints what the pools need, and the router may take it.
  for (const token of [demo, dusdt]) {
    const needed = LOCAL_POOLS.reduce(
      (sum, pool) =>
        sum +
        (pool.a === token ? parseUnits(pool.amountA, token.decimals) : 0n) +
        (pool.b === token ? parseUnits(pool.amountB, token.decimals) : 0n),
      0n,
    );
    hashes.push(
      await tokenOwner.writeContract({
        address: token.address,
        abi: tokenAbi(token),
        functionName: 'mint',
        args: [deployer.address, needed],
      }),
    );
    hashes.push(
      await wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'approve', args: [UNISWAP_V2.router, maxUint256] }),
    );
  }
  await settle();

  const deadline = maxUint256;
  for (const { a, amountA, b, amountB } of LOCAL_POOLS) {
    const desiredB = parseUnits(amountB, b.decimals);
    if (a === undefined) {
      const value = parseEther(amountA);
      hashes.push(
        await wallet.writeContract({
          address: UNISWAP_V2.router,
          abi: liquidityAbi,
          functionName: 'addLiquidityETH',
          args: [b.address, desiredB, desiredB, value, deployer.address, deadline],
          value,
        }),
      );
    } else {
      const desiredA = parseUnits(amountA, a.decimals);
      hashes.push(
        await wallet.writeContract({
          address: UNISWAP_V2.router,
          abi: liquidityAbi,
          functionName: 'addLiquidity',
          args: [a.address, b.address, desiredA, desiredB, desiredA, desiredB, deployer.address, deadline],
        }),
      );
    }
    await settle();
  }
}
