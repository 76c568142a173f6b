import { type ChildProcess, spawn } from 'node:child_process';
import { Connection } from '@solana/web3.js';
import type { SolanaChain } from '../../tools/solanaChain.ts';

const PROGRAM = new URL('../../tools/solanaChain.ts', import.meta.url).pathname;

type ServedChain = Omit<SolanaChain, 'close'>;

/** Starts tools/solanaChain.ts as a child process on ports the OS picks; resolves once it answers. */
function startChainProcess(): Promise<{ child: ChildProcess; chain: ServedChain }> {
  const child = spawn(process.execPath, [PROGRAM], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline >= 0) resolve({ child, chain: JSON.parse(stdout.slice(0, newline)) as ServedChain });
    });
    child.once('exit', (code) => reject(new Error(`The local Solana chain exited with ${code} before it answered: ${stderr.trim()}`)));
  });
}

/**
 * A fresh local Solana chain (tools/solanaChain.ts) for the test file, on ports the OS picks — the test keypairs
 * funded, DSPL minted to the first three — started before its tests and stopped after. It runs in a child process,
 * so a test file in any environment can use it. Properties are read inside tests, once the chain runs.
 */
export function runSolanaChain() {
  let running: { child: ChildProcess; chain: ServedChain } | undefined;
  beforeAll(async () => {
    running = await startChainProcess();
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        const child = running?.child;
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );

  const chain = () => {
    if (!running) throw new Error('The local Solana chain is not running yet: use it inside a test');
    return running.chain;
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
