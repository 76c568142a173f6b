/** @jest-environment node */
import { createTestClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { TEST_ACCOUNTS } from '../../../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS } from '../../../mocks/fixtures/localChains.ts';
import { localChain, type NetworkToken } from '../../config/networks';
import type { Balance } from '../../model/balance';
import { runLocalChains } from '../../test/chains';
import { countRpcCalls } from '../../test/rpcCounter';
import type { ChainTokenBalances } from '../types';
import { createEvmAdapter } from './evmAdapter';
import { MULTICALL3_ADDRESS } from './multicall3';

const chains = runLocalChains();
const rpc = countRpcCalls(() => chains.a.rpcUrls.default.http[0] as string);
beforeEach(() => rpc.reset());

const [DEMO, DUSDT] = LOCAL_TOKENS as [(typeof LOCAL_TOKENS)[number], (typeof LOCAL_TOKENS)[number]];
const [HOLDER] = TEST_ACCOUNTS;
const AGGREGATE3 = '0x82ad56cb';
const anvil = () => createTestClient({ mode: 'anvil', transport: http(chains.a.rpcUrls.default.http[0]) });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** Anvil A reached through the counting proxy, listing `tokens`; a fresh adapter each time, so no client is shared. */
function readTokens(owner: string, tokens: NetworkToken[]): Promise<ChainTokenBalances> {
  const network = localChain({ id: 31337, name: 'Anvil A', rpcUrl: rpc.url, tokens });
  return createEvmAdapter().readTokenBalances?.(owner, network, tokens) as Promise<ChainTokenBalances>;
}

const tokenBalance = (token: (typeof LOCAL_TOKENS)[number], image = ''): Balance => ({
  name: token.name,
  symbol: token.symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:${token.address}`,
  price: 0,
  value: 0,
  quantity: { decimals: String(token.decimals), numeric: token.minted },
  iconUrl: image,
});

describe('ERC-20 balances read from the chain', () => {
  it("reads every listed token's balance, decimals, symbol and name in one eth_call to Multicall3", async () => {
    const result = await readTokens(HOLDER, [
      { address: DEMO.address, image: 'https://tokens.example/demo.png' },
      { address: DUSDT.address },
    ]);
    expect(result).toEqual({ balances: [tokenBalance(DEMO, 'https://tokens.example/demo.png'), tokenBalance(DUSDT)], unreadable: [] });
    expect(rpc.calls('eth_call')).toEqual([{ method: 'eth_call', to: MULTICALL3_ADDRESS.toLowerCase(), selector: AGGREGATE3 }]);
  });

  it('leaves out the tokens the account does not hold, without a word', async () => {
    expect(await readTokens(freshAddress(), [{ address: DEMO.address }, { address: DUSDT.address }])).toEqual({
      balances: [],
      unreadable: [],
    });
  });

  it('leaves out a token with no contract and one whose calls fail, keeping the others, still in one eth_call', async () => {
    const missing = freshAddress();
    const reverting = freshAddress();
    // PUSH1 0 PUSH1 0 REVERT: every call to it fails inside the multicall.
    await anvil().setCode({ address: reverting, bytecode: '0x60006000fd' });
    rpc.reset();
    const result = await readTokens(HOLDER, [{ address: missing }, { address: DEMO.address }, { address: reverting }]);
    expect(result.balances).toEqual([tokenBalance(DEMO)]);
    expect(result.unreadable.map((token) => token.address)).toEqual([missing, reverting]);
    expect(result.unreadable.every((token) => token.reason.length > 0)).toBe(true);
    expect(rpc.calls('eth_call')).toHaveLength(1);
  });

  it('splits the reads into multicalls of at most 1024 bytes of call data: 21 tokens (1008 bytes) in one, 22 in two', async () => {
    // Each token costs 48 bytes: balanceOf with its address argument (36) and decimals, symbol, name (4 each).
    const listed = (count: number) => Array.from({ length: count }, () => ({ address: DEMO.address }));
    expect((await readTokens(HOLDER, listed(21))).balances).toHaveLength(21);
    expect(rpc.calls('eth_call')).toHaveLength(1);
    rpc.reset();
    expect((await readTokens(HOLDER, listed(22))).balances).toHaveLength(22);
    expect(rpc.calls('eth_call')).toHaveLength(2);
  });
});
