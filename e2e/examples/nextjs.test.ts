/** @jest-environment node */
// examples/nextjs as a host runs it: the package installed from the packed tarball, the app built by `next build` (its
// type check included) and served by `next start`, a server-component page placing the package's client components.
// The Dev Wallet connects in Chromium on a local anvil chain with the mock API beside it, all on 127.0.0.1 on free ports.
// Before it: `npm pack` at the root, then `npm install` in examples/nextjs (`.ci/run` does both).
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startApiServer } from '../../mocks/httpServer.ts';
import { type AnvilNode, freePort, startAnvil } from '../../tools/anvil.ts';
import { deployMulticall3 } from '../../tools/multicall3.ts';
import { deployTestTokens } from '../../tools/testTokens.ts';
import { expectVisible, pagePerTest, watchConsoleProblems } from '../harness.ts';
import {
  connectDevWallet,
  expectPackedPackageInstalled,
  FIRST_ACCOUNT,
  HOST,
  ROOT,
  run,
  startServing,
  stopServing,
} from './packedExample.ts';

let chain: AnvilNode | undefined;
let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
let server: ChildProcess | undefined;
let appUrl = '';

beforeAll(async () => {
  await expectPackedPackageInstalled('nextjs');
  // A chain as `npm start` runs it: Multicall3 and the test tokens deployed, so the API's balance answers come from it.
  chain = await startAnvil({ chainId: 31337, port: 0 });
  await Promise.all([deployMulticall3(chain.url), deployTestTokens(chain.url)]);
  const port = await freePort();
  appUrl = `http://${HOST}:${port}`;
  // The app's page is the one origin the API allows (e-mail and social login check it).
  api = await startApiServer({
    host: HOST,
    port: 0,
    localChains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.url }],
    allowedOrigins: [appUrl],
  });
  // The host's own build, pointed at this test's chain and API (Next.js writes NEXT_PUBLIC_ values into the client code);
  // it reuses the example's .next/cache from an earlier build.
  const env = {
    NEXT_PUBLIC_CHAIN_URL: chain.url,
    NEXT_PUBLIC_API_URL: api.url,
    NEXT_PUBLIC_SITE_URL: appUrl,
    NEXT_PUBLIC_PROJECT_ID: 'example-project',
    NEXT_PUBLIC_DEV_WALLET: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  await run('npm', ['run', 'build'], { cwd: join(ROOT, 'examples/nextjs'), env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  server = await startServing('nextjs', 'start', ['--hostname', HOST, '--port', String(port)], appUrl, env);
}, 240_000);

afterAll(async () => {
  stopServing(server);
  await Promise.allSettled([api?.close(), chain?.stop()]);
});

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

it('serves the Connect button in the page’s HTML, styled by the rules the HTML carries', async () => {
  const html = await (await fetch(appUrl)).text();
  const button = html.match(/<button[^>]*class="([^"]+)"[^>]*>(?:(?!<\/button>)[\s\S])*Connect Wallet/);
  expect(button).not.toBeNull();
  // The widget's style elements, which React writes into the HTML's head (their precedence is the package's name).
  const styles = [...html.matchAll(/<style[^>]*data-precedence="redux-wallet-modal"[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css]) => css)
    .join('\n');
  const classes = (button?.[1] ?? '').split(/\s+/);
  // The button's class has its rules there.
  const styled = classes.filter((name) => styles.includes(`.${name}{`));
  expect(styled.length).toBeGreaterThan(0);
  expect(html).toContain('No wallet connected.');
  // The page, a server component, read the package's networks as values.
  expect(html).toContain('Networks: Anvil, Ethereum');
});

it("follows the visitor's colour scheme (the default theme mode), as it changes, from the server's HTML on", async () => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(appUrl);
  const foreground = () =>
    page
      .locator('[data-wallet-modal]')
      .first()
      .evaluate((root) => getComputedStyle(root).getPropertyValue('--wm-fg'));
  expect(await page.locator('[data-wallet-modal]').first().getAttribute('data-theme')).toBe('system');
  expect(await foreground()).toBe('#f2f3f5');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await foreground()).toBe('#141519');
});

it('connects the Dev Wallet on the local chain, and a reload restores the account without a hydration warning', async () => {
  const complaints = watchConsoleProblems(page);
  page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`));

  await page.goto(appUrl);
  const prompts = await connectDevWallet(page);
  expect(await page.getByRole('status', { name: 'Connected account' }).textContent()).toBe(FIRST_ACCOUNT);
  await expectVisible(page.getByText(/on Anvil\.$/));
  await expectVisible(page.getByRole('button', { name: /10,000\.000 ETH/ }));
  expect(prompts).toEqual(['Dev Wallet: Connect account 0xf39F…2266 on Anvil']);

  // The server renders a visitor with nothing connected; the browser restores the account once hydrated, asking nothing.
  await page.reload();
  await expectVisible(page.getByRole('status', { name: 'Connected account' }));
  await expectVisible(page.getByRole('button', { name: /10,000\.000 ETH/ }));
  expect(prompts).toHaveLength(1);
  expect(complaints).toEqual([]);
});
