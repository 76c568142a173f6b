// The multi-token screen's chain traffic: the demo (`npm start`) with the provider API's portfolio failing, so the
// Account view's Tokens list reads DEMO and DUSDT from anvil. Counts, not timings: one run tells them.
import { launchBrowser, showTokensFromChain, startDemo, stopDemo, watchChainCalls } from '../e2e/harness.ts';

export interface ChainTokenFigures {
  /** JSON-RPC calls the page sent to the chains, from loading the page to both tokens shown (batched ones counted singly). */
  rpcCalls: number;
  /** HTTP requests carrying them. */
  httpRequests: number;
  /** Of the calls, `eth_call`s: the two tokens' eight reads go out as one Multicall3 call. */
  ethCalls: number;
}

export async function measureChainTokenScreen(): Promise<ChainTokenFigures> {
  const demo = await startDemo();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const chain = watchChainCalls(page);
    await showTokensFromChain(page);
    return { rpcCalls: chain.calls(), httpRequests: chain.httpRequests(), ethCalls: chain.calls('eth_call') };
  } finally {
    await browser.close();
    stopDemo(demo);
  }
}
