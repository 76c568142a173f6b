// Chain reads through viem. This module is loaded on first use, so viem stays out of the first load.
import { createPublicClient, fallback, http, type PublicClient } from 'viem';
import type { Network } from '../../config/networks';
import { RPC } from '../../constants';

/**
 * A client over every RPC URL of `network` (docs/behaviour.md#api): JSON-RPC over HTTP, batches of up to 1000,
 * a 10 s timeout, and fallback to the next URL when one fails, polling every 4 s.
 */
export function createRpcClient(network: Network): PublicClient {
  const urls = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])];
  const transports = [...new Set(urls)].map((url) =>
    http(url, { batch: { batchSize: RPC.batchSize }, timeout: RPC.timeoutMs, retryCount: 0 }),
  );
  return createPublicClient({
    transport: fallback(transports, { retryCount: 1 }),
    pollingInterval: RPC.fallbackPollingMs,
  });
}
