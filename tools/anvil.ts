// Local EVM chains for the demo and the tests: anvil from the npm package `@foundry-rs/anvil`.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

export interface AnvilNode {
  chainId: number;
  url: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 15_000;

/** The two chains of the demo and the tests; ports overridable by `ANVIL_PORT_A` / `ANVIL_PORT_B`. */
const LOCAL_CHAINS = [
  { chainId: 31337, portVariable: 'ANVIL_PORT_A', defaultPort: 8545 },
  { chainId: 31338, portVariable: 'ANVIL_PORT_B', defaultPort: 8546 },
] as const;

/** The anvil binary shipped in the platform package (npm skips the wrapper's install script here). */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  return createRequire(import.meta.url).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`);
}

async function answersChainId(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts one anvil node and resolves once it listens; rejects if it exits or stays silent. Port 0 lets anvil bind a
 * free port itself: a port chosen beforehand and bound later can be taken in between by another test file's node,
 * whose answers would then pass for this one's.
 */
export async function startAnvil({ chainId, port }: { chainId: number; port: number }): Promise<AnvilNode> {
  if (port !== 0 && (await answersChainId(`http://${HOST}:${port}`))) {
    throw new Error(`Port ${port} is taken: something already answers JSON-RPC at http://${HOST}:${port}`);
  }
  // Not --silent: the banner's "Listening on" line says which port it bound.
  const child: ChildProcess = spawn(anvilBinary(), ['--host', HOST, '--port', String(port), '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited: string | undefined;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const boundPort = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`anvil (chain ${chainId}) did not listen within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /Listening on [\d.]+:(\d+)/.exec(stdout);
      if (!listening) return;
      clearTimeout(timer);
      // It logs each request's method from now on; reading on keeps its pipe from filling.
      child.stdout?.off('data', onData).resume();
      resolve(Number(listening[1]));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      exited = `anvil (chain ${chainId}, port ${port}) exited with ${code}: ${stderr.trim()}`;
      clearTimeout(timer);
      reject(new Error(exited));
    });
  });
  const url = `http://${HOST}:${boundPort}`;

  return {
    chainId,
    url,
    stop: () =>
      new Promise((resolve) => {
        if (exited || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Both local chains, on the ports the environment asks for (or the defaults). */
export async function startLocalChains(env: Record<string, string | undefined> = process.env): Promise<AnvilNode[]> {
  return Promise.all(
    LOCAL_CHAINS.map(({ chainId, portVariable, defaultPort }) => startAnvil({ chainId, port: Number(env[portVariable] ?? defaultPort) })),
  );
}

/**
 * Where no server answers, for a test of a chain that is down: the OS never hands out a port under 1024 for port 0
 * and nothing here binds port 2 (port 1 is one fetch refuses to try), whereas a port found free can be taken meanwhile
 * by another test file's server.
 */
export const NOTHING_LISTENS_URL = `http://${HOST}:2`;

/** A port nothing listens on right now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}
