/** @jest-environment node */
// examples/vite-react as a host runs it: the package installed from the packed tarball (not ../src), the app built by its
// own `npm run build` (type check included) and served by its own `vite preview`, the Dev Wallet connected in Chromium on a
// local anvil chain with the mock API beside it. All of it on 127.0.0.1 on free ports, stopped after the test.
// The same build is then served as a security-minded host serves it, under a strict Content Security Policy.
// Before it: `npm pack` at the root, then `npm install` in examples/vite-react (`.ci/run` does both).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startApiServer } from '../../mocks/httpServer.ts';
import { type AnvilNode, freePort, startAnvil } from '../../tools/anvil.ts';
import { expectVisible, pagePerTest } from '../harness.ts';
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
import { type StrictHost, startStrictHost } from './strictHost.ts';

const EXAMPLE = join(ROOT, 'examples/vite-react');

let chain: AnvilNode | undefined;
let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
let preview: ChildProcess | undefined;
let outDir: string | undefined;
let appUrl = '';
let withNonce: StrictHost | undefined;
let withoutNonce: StrictHost | undefined;

beforeAll(async () => {
  await expectPackedPackageInstalled('vite-react');
  chain = await startAnvil({ chainId: 31337, port: 0 });
  // Every page of this run is served before the API starts, so the API can allow exactly their origins (e-mail and
  // social login check them): the API's port is picked first, and the strict hosts serve the build from its
  // directory once it is there.
  const apiUrl = `http://${HOST}:${await freePort()}`;
  outDir = mkdtempSync(join(tmpdir(), 'example-build-'));
  // What the example reaches in this run: the mock API (its answers; wallet logos, read as blobs and shown from object
  // URLs; the profile avatar, linked), the chain, and the WalletConnect relay its configuration names (Reown's; no test
  // here opens it).
  const strictHost = {
    root: outDir,
    connectSources: [apiUrl, new URL(chain.url).origin, 'wss://relay.walletconnect.org'],
    imageSources: ['blob:', apiUrl],
  };
  [withNonce, withoutNonce] = await Promise.all([
    startStrictHost({ ...strictHost, nonceInPage: true }),
    startStrictHost({ ...strictHost, nonceInPage: false }),
  ]);
  const port = await freePort();
  appUrl = `http://${HOST}:${port}/`;
  api = await startApiServer({
    host: HOST,
    port: Number(new URL(apiUrl).port),
    localChains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.url }],
    allowedOrigins: [appUrl, withNonce.url, withoutNonce.url].map((url) => new URL(url).origin),
  });
  // The host's own build, pointed at this test's chain and API.
  await run('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: EXAMPLE,
    env: { ...process.env, VITE_CHAIN_URL: chain.url, VITE_API_URL: api.url, VITE_PROJECT_ID: 'example-project', VITE_DEV_WALLET: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  });
  preview = await startServing(
    'vite-react',
    'preview',
    ['--outDir', outDir, '--host', HOST, '--port', String(port), '--strictPort'],
    appUrl,
  );
}, 180_000);

afterAll(async () => {
  stopServing(preview);
  await Promise.allSettled([api?.close(), chain?.stop(), withNonce?.close(), withoutNonce?.close()]);
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

it('connects the Dev Wallet on the local chain; the host reads the account and opens the network list', async () => {
  await page.goto(appUrl);
  // The Dev Wallet asks with the browser's confirm prompt: the user approves.
  const prompts = await connectDevWallet(page);

  // The host's component reads the account from the store; the modal's button shows the account and its chain balance.
  expect(await page.getByRole('status', { name: 'Connected account' }).textContent()).toBe(FIRST_ACCOUNT);
  await expectVisible(page.getByText(/on Anvil\.$/));
  await expectVisible(page.getByRole('button', { name: /10,000\.000 ETH/ }));
  expect(prompts).toEqual(['Dev Wallet: Connect account 0xf39F…2266 on Anvil']);

  // The host's own button opens the modal on the network list.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Choose network' }).click();
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await expectVisible(networks.getByRole('button', { name: /Anvil/ }));
  await expectVisible(networks.getByRole('button', { name: /Ethereum/ }));
});

it("themes the host page and the modal from one dispatch of the package's action", async () => {
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expectVisible(page.getByRole('button', { name: 'Light theme' }));
  const pageBackground = await page.locator('#root > div').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(pageBackground).toBe('rgb(20, 20, 20)');

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Connect Wallet' }));
  const modalTheme = await page.locator('[data-wallet-modal]').first().getAttribute('data-theme');
  expect(modalTheme).toBe('dark');
});

it("routes with React Router: the modal's navigation leaves the host's URL and history, the host's leaves the modal's view", async () => {
  await page.goto(appUrl);
  await connectDevWallet(page);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const path = () => new URL(page.url()).pathname;

  // The modal closed: the host's link goes to its other page.
  await page.getByRole('link', { name: 'About' }).click();
  await expectVisible(page.getByRole('heading', { name: 'About' }));
  expect(path()).toBe('/about');
  const entries = await page.evaluate(() => history.length);

  // The modal open, moving through its views: the page's URL and history stay as they were.
  await page.getByRole('button', { name: /10,000\.000 ETH/ }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Receive' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive' });
  await expectVisible(receive);
  expect(path()).toBe('/about');
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // The host's link followed with the modal open (the overlay covers the page, so the click is sent to the link as a
  // script's would be): the host's page changes, the modal's view does not.
  await page.getByRole('link', { name: 'Home' }).dispatchEvent('click');
  await expectVisible(page.getByRole('heading', { name: 'Home' }));
  expect(path()).toBe('/');
  await expectVisible(receive);

  // The modal's Back is the modal's: the host stays on its page.
  await receive.getByRole('button', { name: 'Back' }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Account' }));
  expect(path()).toBe('/');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The browser's Back goes back in the host: to the page before the link, past none of the modal's views.
  await page.goBack();
  await expectVisible(page.getByRole('heading', { name: 'About' }));
  expect(path()).toBe('/about');
  expect(await page.getByRole('dialog').count()).toBe(0);
});

/**
 * The page's Content Security Policy violations: the `securitypolicyviolation` events its documents fire, and the
 * console messages reporting one (Chromium logs each refusal). Call before the page loads.
 */
async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { policyViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(message.text());
  });
  return {
    events: () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations),
    reported,
  };
}

describe('under a strict Content Security Policy (no inline styles or scripts)', () => {
  it('with the nonce passed as `cspNonce`: connects the Dev Wallet, opens Account and Networks, and violates nothing', async () => {
    const violations = await watchPolicyViolations(page);
    await page.goto(withNonce?.url ?? '');
    await connectDevWallet(page);

    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /10,000\.000 ETH/ }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await expectVisible(account.getByRole('group', { name: 'Wallet features' }));
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Choose network' }).click();
    const networks = page.getByRole('dialog', { name: 'Choose Network' });
    await expectVisible(networks.getByRole('button', { name: /Anvil/ }));
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));

    // The styles are in force, not merely unreported: the modal's style sheet holds rules.
    const styleRules = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style')).reduce((rules, style) => rules + (style.sheet?.cssRules.length ?? 0), 0),
    );
    expect(styleRules).toBeGreaterThan(0);
    expect(await violations.events()).toEqual([]);
    expect(violations.reported).toEqual([]);
  });

  it('without it: the host page and the connect button render, the console says to pass `cspNonce`, nothing is thrown', async () => {
    const violations = await watchPolicyViolations(page);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const hints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('pass `cspNonce`')) hints.push(message.text());
    });
    const hinted = page.waitForEvent('console', (message) => message.text().includes('pass `cspNonce`'));
    hinted.catch(() => undefined); // awaited below; a failure before then must not go unhandled
    await page.goto(withoutNonce?.url ?? '');

    await expectVisible(page.getByText('Vite + React host'));
    await expectVisible(page.getByText('No wallet connected.'));
    await expectVisible(page.getByRole('button', { name: 'Connect Wallet' }));
    await hinted;
    // The refusal is seen (so the count of none above means something), explained once, and thrown nowhere.
    expect((await violations.events()).length).toBeGreaterThan(0);
    expect(hints).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
