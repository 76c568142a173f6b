import { Connection } from '@solana/web3.js';
import { type ServedSolanaChain, spawnSolanaChain } from '../../tools/solanaChainProcess.ts';

/**
 * A fresh local Solana chain (tools/solanaChain.ts) for the test file, on ports the OS picks — the test keypairs
 * funded, DSPL minted to the first three — started before its tests and stopped after. It runs in a child process,
 * so a test file in any environment can use it. Properties are read inside tests, once the chain runs.
 */
export function runSolanaChain() {
  let running: ServedSolanaChain | undefined;
  beforeAll(async () => {
    running = await spawnSolanaChain();
  });
  afterAll(() => running?.close());

  const chain = () => {
    if (!running) throw new Error('The local Solana chain is not running yet: use it inside a test');
    return running;
  };
  return {
    get url() {
      return chain().url;
    },
    get wsUrl() {
      return chain().wsUrl;
    },
    get caipNetworkId() {
      return chain().caipNetworkId;
    },
    /** A `@solana/web3.js` connection to the chain; it subscribes on the chain's WebSocket, one port up. */
    connection: () => new Connection(chain().url, 'confirmed'),
  };
}
