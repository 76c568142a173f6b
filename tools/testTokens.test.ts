/** @jest-environment node */
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits } from 'viem';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS } from '../mocks/fixtures/localChains.ts';
import { type AnvilNode, startAnvil } from './anvil.ts';
import { deployTestTokens } from './testTokens.ts';

let node: AnvilNode | undefined;
const [standard, noReturn] = LOCAL_TOKENS;
const [holder, receiver] = TEST_ACCOUNTS;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337, port: 0 });
  await deployTestTokens(node.url);
}, 30_000);
afterAll(() => node?.stop());

const client = () => createPublicClient({ transport: http(node?.url) });
const transferCall = (to: string, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, amount] });

it('deploys both tokens at their fixed addresses and mints every test account its balance', async () => {
  for (const token of LOCAL_TOKENS) {
    for (const account of TEST_ACCOUNTS) {
      const balance = await client().readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
      expect(balance).toBe(parseUnits(token.minted, token.decimals));
    }
    expect(await client().readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' })).toBe(token.decimals);
  }
});

it('deploying again leaves the chain as it is', async () => {
  const before = await client().getBlockNumber();
  if (node) await deployTestTokens(node.url);
  expect(await client().getBlockNumber()).toBe(before);
});

it('the standard token returns true from transfer; the USDT-like one returns no data at all', async () => {
  const call = (token: `0x${string}`) => client().call({ account: holder, to: token, data: transferCall(receiver, 1n) });
  expect((await call(standard?.address ?? '0x')).data).toBe(`0x${'0'.repeat(63)}1`);
  expect((await call(noReturn?.address ?? '0x')).data).toBeUndefined();
});

it('a transfer beyond the balance reverts with its reason', async () => {
  const call = client().call({ account: holder, to: standard?.address, data: transferCall(receiver, parseUnits('1001', 18)) });
  await expect(call).rejects.toThrow('ERC20: transfer amount exceeds balance');
});
