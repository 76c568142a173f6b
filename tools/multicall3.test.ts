/** @jest-environment node */
import { createPublicClient, http, parseAbi } from 'viem';
import { MULTICALL3_ADDRESS } from '../src/adapters/evm/multicall3.ts';
import { type AnvilNode, startAnvil } from './anvil.ts';
import { deployMulticall3 } from './multicall3.ts';

let node: AnvilNode | undefined;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31338, port: 0 });
  await deployMulticall3(node.url);
}, 30_000);
afterAll(() => node?.stop());

const client = () =>
  createPublicClient({
    chain: {
      id: 31338,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node?.url ?? ''] } },
      contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    },
    transport: http(node?.url),
  });

it('answers at its canonical address: several reads in one aggregate3 call', async () => {
  const abi = parseAbi(['function getChainId() view returns (uint256)', 'function getBlockNumber() view returns (uint256)']);
  const multicall3 = { address: MULTICALL3_ADDRESS, abi } as const;
  const [chainId, blockNumber] = await client().multicall({
    contracts: [
      { ...multicall3, functionName: 'getChainId' },
      { ...multicall3, functionName: 'getBlockNumber' },
    ],
    allowFailure: false,
  });
  expect(chainId).toBe(31338n);
  expect(blockNumber).toBe(await client().getBlockNumber());
});

it('placing it again leaves the chain as it is', async () => {
  const code = await client().getCode({ address: MULTICALL3_ADDRESS });
  const before = await client().getBlockNumber();
  if (node) await deployMulticall3(node.url);
  expect(await client().getCode({ address: MULTICALL3_ADDRESS })).toBe(code);
  expect(await client().getBlockNumber()).toBe(before);
});
