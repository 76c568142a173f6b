import { createPublicClient, createWalletClient, type Hex, http, parseGwei } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_TOKENS } from '../../mocks/fixtures/localChains.ts';
import { type ApiServer, startApiServer } from '../../mocks/httpServer.ts';
import { type AnvilNode, startAnvil } from '../../tools/anvil.ts';
import { demoTokenAbi } from '../../tools/contracts/testTokens.ts';
import { deployMulticall3 } from '../../tools/multicall3.ts';
import { deployTestTokens } from '../../tools/testTokens.ts';
import { deployUniswap } from '../../tools/uniswap.ts';
import { localChain } from '../config/networks';
import { ANVIL_PRIVATE_KEYS } from '../devWallet/accounts';
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
    /**
     * The DEMO token's owner (anvil's tenth account) blocks `receiver` on chain A: a transfer to it reverts with
     * "DemoToken: receiver is blocked". Resolves once the block is mined.
     */
    async blockDemoReceiver(receiver: Hex) {
      const transport = http(node(0).url);
      const owner = createWalletClient({ account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[9] as Hex), transport });
      const hash = await owner.writeContract({
        address: LOCAL_TOKENS[0]?.address as Hex,
        abi: demoTokenAbi,
        functionName: 'setBlocked',
        args: [receiver, true],
        chain: null,
        maxFeePerGas: parseGwei('100'),
      });
      await createPublicClient({ transport }).waitForTransactionReceipt({ hash });
    },
    /** Places runtime `code` at `address` directly on the chain (anvil's cheat code): a contract without a deployment. */
    setCode: (chainIndex: 0 | 1, address: `0x${string}`, code: `0x${string}`) =>
      cheat(node(chainIndex).url, 'anvil_setCode', [address, code]),
  };
}

/** The local API (mocks/httpServer.ts) over the file's two chains, which it answers from; started before its tests. */
export function runApiOverChains(chains: ReturnType<typeof runLocalChains>): { readonly url: string } {
  let api: ApiServer | undefined;
  beforeAll(async () => {
    api = await startApiServer({
      port: 0,
      localChains: [chains.a, chains.b].map((chain) => ({
        caipNetworkId: chain.caipNetworkId,
        rpcUrl: chain.rpcUrls.default.http[0] ?? '',
      })),
    });
  });
  afterAll(() => api?.close());
  return {
    get url() {
      if (!api) throw new Error('The local API is not running yet: use it inside a test');
      return api.url;
    },
  };
}
