// The local Solana chain in a process of its own. Its virtual machine (litesvm's native code) leaves the process's
// floating-point state altered: afterwards `%` on large numbers and `Buffer#readUInt32BE` can return NaN. So whatever
// else runs beside the chain (the mock API, the embedded wallet's backend, a test file) runs in another process.
import { type ChildProcess, spawn } from 'node:child_process';
import type { SolanaChain } from './solanaChain.ts';

const PROGRAM = new URL('./solanaChain.ts', import.meta.url).pathname;

export type ServedSolanaChain = Omit<SolanaChain, 'close'> & { close(): Promise<void> };

/** Starts tools/solanaChain.ts as a child process (port 0: the OS picks); resolves once it answers. */
export function spawnSolanaChain({ port = 0 }: { port?: number } = {}): Promise<ServedSolanaChain> {
  const child = spawn(process.execPath, [PROGRAM, String(port)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline >= 0) resolve({ ...(JSON.parse(stdout.slice(0, newline)) as Omit<SolanaChain, 'close'>), close: () => stopChild(child) });
    });
    child.once('exit', (code) => reject(new Error(`The local Solana chain exited with ${code} before it answered: ${stderr.trim()}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
