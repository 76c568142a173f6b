// The local Solana chain in a process of its own. Its virtual machine (litesvm's native code) leaves the process's
// floating-point state altered: afterwards `%` on large numbers and `Buffer#readUInt32BE` can return NaN. So whatever
// else runs beside the chain (the mock API, the embedded wallet's backend, a test file) runs in another process.
import { startProgram } from './childProgram.ts';
import type { SolanaChain } from './solanaChain.ts';

const PROGRAM = new URL('./solanaChain.ts', import.meta.url).pathname;

export type ServedSolanaChain = Omit<SolanaChain, 'close'> & { close(): Promise<void> };

/** Starts tools/solanaChain.ts as a child process (port 0: the OS picks); resolves once it answers. */
export async function spawnSolanaChain({ port = 0 }: { port?: number } = {}): Promise<ServedSolanaChain> {
  const { served, stop } = await startProgram<Omit<SolanaChain, 'close'>>(PROGRAM, [String(port)], 'The local Solana chain');
  return { ...served, close: stop };
}
