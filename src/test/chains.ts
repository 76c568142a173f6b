import { createPublicClient, http } from 'viem';
import { type AnvilNode, startAnvil } from '../../tools/anvil.ts';
import { deployMulticall3 } from '../../tools/multicall3.ts';
import { deployTestTokens } from '../../tools/testTokens.ts';
import { deployUniswap } from '../../tools/uniswap.ts';
import { localChain } from '../config/networks';
import { formatUnits } from '../utils/units';

/** One of anvil's cheat codes, asked over JSON-RPC. */
async function cheat(url: string, method: string, params: unknown[]) {
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

/**
 * Two real anvil chains (31337, 31338) for the test file, on ports the OS picks, with Multicall3 (tools/multicall3.ts),
 * the test tokens (tools/testTokens.ts) and the Uniswap V2 exchange with its pools (tools/uniswap.ts) deployed, started before its tests and stopped after. Properties are read inside tests, once the chains run.
 */
export function runLocalChains() {
  let nodes: AnvilNode[] = [];
  beforeAll(async () => {
    nodes = await Promise.all(
      [31337, 31338].map(async (chainId) => {
        const node = await startAnvil({ chainId, port: 0 });
        await Promise.all([deployMulticall3(node.url), deployTestTokens(node.url).then(() => deployUniswap(node.url))]);
        return node;
      }),
    );
  }, 30_000);
  afterAll(() => Promise.all(nodes.map((node) => node.stop())));

  const node = (index: number) => {
    const found = nodes[index];
    if (!found) throw new Error('The local chains are not running yet: use them inside a test');
    return found;
  };
  return {
    get a() {
      return localChain({ id: 31337, name: 'Anvil A', rpcUrl: node(0).url });
    },
    get b() {
      return localChain({ id: 31338, name: 'Anvil B', rpcUrl: node(1).url });
    },
    /** The balance as the chain itself reports it, formatted like the modal formats it. */
    async balanceOf(chainIndex: 0 | 1, address: `0x${string}`) {
      const client = createPublicClient({ transport: http(node(chainIndex).url) });
      return formatUnits(await client.getBalance({ address }), 18);
    },
    /** Sets a balance directly on the chain (anvil's cheat code). */
    setBalance: (chainIndex: 0 | 1, address: `0x${string}`, wei: bigint) =>
      cheat(node(chainIndex).url, 'anvil_setBalance', [address, `0x${wei.toString(16)}`]),
    /** Places runtime `code` at `address` directly on the chain (anvil's cheat code): a contract without a deployment. */
    setCode: (chainIndex: 0 | 1, address: `0x${string}`, code: `0x${string}`) =>
      cheat(node(chainIndex).url, 'anvil_setCode', [address, code]),
  };
}
