// Chain reads through viem. This module is loaded on first use, so viem stays out of the first load.
import { type Chain, createPublicClient, fallback, http, type PublicClient } from 'viem';
import type { Network } from '../../config/networks';
import { TRANSACTIONS } from '../../constants';
import { MULTICALL3_ADDRESS } from './multicall3';
import { RPC } from './rpcLimits';

/** The network as viem takes it, with Multicall3 at its canonical address: every chain reads through it. */
function toChain(network: Network, urls: string[]): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: urls } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  };
}

/**
 * A client over every RPC URL of `network` (docs/behaviour.md#api): JSON-RPC over HTTP, batches of up to 1000,
 * a 10 s timeout, and fallback to the next URL when one fails, polling every 4 s. Contract reads issued together
 * go out as one Multicall3 `eth_call` per 1024 bytes of call data.
 */
export function createRpcClient(network: Network): PublicClient {
  const urls = [...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])])];
  const transports = urls.map((url) => http(url, { batch: { batchSize: RPC.batchSize }, timeout: RPC.timeoutMs, retryCount: 0 }));
  return createPublicClient({
    chain: toChain(network, urls),
    transport: fallback(transports, { retryCount: 1 }),
    batch: { multicall: { batchSize: TRANSACTIONS.multicallBatchBytes } },
    pollingInterval: RPC.fallbackPollingMs,
  });
}
