// What the host examples' tests share: the check that an example runs the packed package, and a server started with
// the example's own scripts.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expectVisible } from '../harness.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const HOST = '127.0.0.1';
// anvil's first test account, the one the Dev Wallet connects with.
export const FIRST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const run = promisify(execFile);

function filesUnder(root: string, directory = ''): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = directory ? `${directory}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(root, path) : [path];
  });
}

/**
 * Fails unless `example` (a folder under examples/) holds exactly the tarball `npm pack` wrote for this version (npm
 * keeps an older install of it).
 */
export async function expectPackedPackageInstalled(example: string) {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const tarball = join(ROOT, `redux-wallet-modal-${version}.tgz`);
  const folder = `examples/${example}`;
  if (!existsSync(tarball)) throw new Error(`No ${tarball}: run \`npm pack\` at the repository root first`);
  const installed = join(ROOT, folder, 'node_modules/redux-wallet-modal');
  if (!existsSync(installed)) throw new Error(`The example has no redux-wallet-modal: run \`npm install\` in ${folder}`);
  if (lstatSync(installed).isSymbolicLink()) throw new Error(`${installed} is a link, not the packed package`);
  const unpacked = mkdtempSync(join(tmpdir(), 'example-package-'));
  try {
    await run('tar', ['-xzf', tarball, '-C', unpacked]);
    const packed = filesUnder(join(unpacked, 'package'));
    const differing = packed.filter(
      (file) =>
        !existsSync(join(installed, file)) || !readFileSync(join(installed, file)).equals(readFileSync(join(unpacked, 'package', file))),
    );
    if (differing.length > 0)
      throw new Error(
        `${folder} has another build of redux-wallet-modal (${differing.length} files differ from ${tarball}, e.g. ${differing[0]}): ` +
          `run \`npm install ../../redux-wallet-modal-${version}.tgz\` there`,
      );
    expect(filesUnder(installed).sort()).toEqual(packed.sort());
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

/** `npm run <script> -- <args>` in the example, resolved once its output names `url` (it serves there). */
export async function startServing(example: string, script: string, args: string[], url: string, env: NodeJS.ProcessEnv = {}) {
  const server = spawn('npm', ['run', script, '--', ...args], {
    cwd: join(ROOT, 'examples', example),
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(url)) resolve();
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`npm run ${script} exited (${code}) before it served:\n${output}`)));
  });
  return server;
}

/** Stops a server `startServing` started, with the processes it started. */
export function stopServing(server: ChildProcess | undefined) {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}

/** Connects the Dev Wallet from the modal's button, approving its confirm prompt; resolves once the host shows the account. */
export async function connectDevWallet(page: Page) {
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.accept();
  });
  await expectVisible(page.getByText('No wallet connected.'));
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Dev Wallet/ })
    .click();
  await expectVisible(page.getByRole('status', { name: 'Connected account' }));
  return prompts;
}
