import { startDemo } from './harness.ts';

/** One demo (anvil chains, the Solana chain, mock API, Vite page) for the whole e2e suite; `globalTeardown.ts` stops it. */
export default async function setup() {
  (globalThis as { e2eDemo?: unknown }).e2eDemo = await startDemo();
}
