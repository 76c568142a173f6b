import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
} from '../mocks/fixtures/localChains.ts';
import { createDevWallet } from '../src/devWallet/devWallet.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 5273);
const API_PORT = Number(process.env.E2E_API_PORT ?? 8887);
const RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? 8888);
/** The embedded wallet's origin: its frame, auth API and mailbox (tools/embeddedWallet/server.ts). */
const FRAME_PORT = Number(process.env.E2E_FRAME_PORT ?? 8889);
const ANVIL_PORTS = [Number(process.env.E2E_ANVIL_PORT_A ?? 18545), Number(process.env.E2E_ANVIL_PORT_B ?? 18546)];
/** The local Solana chain's JSON-RPC port; its WebSocket is on the next one. */
const SOLANA_RPC_PORT = Number(process.env.E2E_SOLANA_RPC_PORT ?? 18899);
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}/`;
const API_URL = `http://127.0.0.1:${API_PORT}`;

/** Sets the demo API's failure switches (mocks/scenario.ts); undefined resets them. */
export async function setApiScenario(scenario: object | undefined) {
  const url = `${API_URL}/__mock/scenario`;
  const response = await fetch(url, scenario ? { method: 'POST', body: JSON.stringify(scenario) } : { method: 'DELETE' });
  if (!response.ok) throw new Error(`The demo API refused the scenario: ${await response.text()}`);
}

/** An analytics event as the demo API recorded it (`POST /e`, docs/behaviour.md#analytics). */
export interface RecordedAnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: Record<string, unknown>;
}

/** The analytics events the demo API has received, oldest first; `forget` empties its record first. */
export async function recordedAnalyticsEvents({ forget = false } = {}): Promise<RecordedAnalyticsEvent[]> {
  const response = await fetch(`${API_URL}/__mock/analytics-events`, { method: forget ? 'DELETE' : 'GET' });
  if (!response.ok) throw new Error(`The demo API did not list its analytics events: ${await response.text()}`);
  return ((await response.json()) as { events: RecordedAnalyticsEvent[] }).events;
}

/** Starts `npm start` on its own ports and resolves once the demo answers. */
export async function startDemo(): Promise<ChildProcess> {
  const demo = spawn(process.execPath, ['tools/start.ts'], {
    env: {
      ...process.env,
      DEMO_PORT: String(DEMO_PORT),
      API_PORT: String(API_PORT),
      RELAY_PORT: String(RELAY_PORT),
      FRAME_PORT: String(FRAME_PORT),
      // Every run starts with no embedded-wallet users, and with the fixtures' names and smart sessions only.
      FRAME_DATA_FILE: '',
      NAMES_DATA_FILE: '',
      ANVIL_PORT_A: String(ANVIL_PORTS[0]),
      ANVIL_PORT_B: String(ANVIL_PORTS[1]),
      SOLANA_RPC_PORT: String(SOLANA_RPC_PORT),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    demo.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo  http')) resolve();
    });
    demo.once('exit', (code) => reject(new Error(`The demo exited (${code}) before it was ready:\n${output}`)));
  });
  return demo;
}

export function stopDemo(demo: ChildProcess | undefined) {
  if (demo?.pid) process.kill(-demo.pid, 'SIGTERM');
}

/** Debian's Chromium, headless, with the flags this closed network needs (and any `extraArgs`). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * One browser per test file and a fresh page (fresh storage) per test; a test fails if its page asked for
 * anything off this machine. Returns the current test's page.
 */
export function pagePerTest(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let outside: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(() => browser?.close());
  beforeEach(async () => {
    page = await browser?.newPage({ viewport: { width: 1024, height: 768 } });
    if (page) outside = watchOutsideRequests(page);
  });
  afterEach(async () => {
    await page?.close();
    expect(outside).toEqual([]);
  });
  return () => {
    if (!page) throw new Error('No page: the browser did not start');
    return page;
  };
}

/** The requests and WebSockets the page aims off this machine (in tests, each one fails the test that made it). */
export function watchOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  const check = (url: string) => {
    const { hostname, protocol } = new URL(url);
    if (/^(https?|wss?):$/.test(protocol) && hostname !== '127.0.0.1' && hostname !== 'localhost') outside.push(url);
  };
  page.on('request', (request) => check(request.url()));
  page.on('websocket', (socket) => check(socket.url()));
  return outside;
}

/**
 * Redux Toolkit's development checks say when they took long; how long depends on how busy the machine is, not on
 * the page, so they are not problems.
 */
const DEV_CHECK_TIMING = /^\w+StateInvariantMiddleware took \d+ms/;

/** The errors and warnings the page writes to its console (a test expects none but those it declares). */
export function watchConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    if (problem && !DEV_CHECK_TIMING.test(message.text())) problems.push(message.text());
  });
  return problems;
}

export async function expectVisible(locator: ReturnType<Page['getByRole']>) {
  await locator.first().waitFor({ state: 'visible' });
}

/** Opens the demo's modal from the host button and picks the Dev Wallet, whose prompt then asks for the accounts. */
export async function pickDevWallet(page: Page, connectLabel = 'Connect Wallet') {
  await page.getByRole('button', { name: connectLabel }).click();
  await page
    .getByRole('dialog', { name: connectLabel })
    .getByRole('button', { name: /Dev Wallet/ })
    .click();
}

/**
 * Picks the demo's Dev Wallet account (anvil's test account `index`) before connecting. A test that changes an
 * account's balances takes one of its own, or asserts only what it changed: the suite shares one chain.
 */
export function selectDevWalletAccount(page: Page, index: number) {
  return page.getByRole('complementary', { name: 'Dev Wallet' }).getByLabel('Account').selectOption(String(index));
}

/**
 * Connects the Dev Wallet from the host button and opens the Account view from the button showing the account
 * (`accountName`: its profile name or truncated address). Resolves with the Account dialog.
 */
export async function openDevWalletAccount(page: Page, accountName: RegExp = /alice\.reown\.id/) {
  await pickDevWallet(page);
  await approveInDevWallet(page, 'eth_requestAccounts');
  const accountButton = page.getByRole('button', { name: accountName });
  await expectVisible(accountButton);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await accountButton.click();
  return page.getByRole('dialog', { name: 'Account' });
}

/** Answers the Dev Wallet's own prompt (its "extension popup" on the demo page). */
export async function approveInDevWallet(page: Page, method: string) {
  const prompt = page.getByRole('alertdialog', { name: 'Dev Wallet request' });
  await expectVisible(prompt.getByText(method, { exact: true }));
  await prompt.getByRole('button', { name: 'Approve' }).click();
}

/** axe-core's violations inside the wallet modal (or the part of the page `selector` names), once its animations have settled. */
export async function axeViolations(page: Page, selector = '[data-wallet-modal-root]') {
  // Contrast is judged on the settled view, not halfway through its fade-in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (included) => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } })
      .axe;
    const result = await axe.run({ include: [[included]] });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  }, selector);
}

/** What a phone camera would read: the QR code as drawn on screen, logo included. */
export async function decodeQr(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.locator('..').screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('The QR code on screen does not decode');
  return code.data;
}

/** The JSON-RPC calls the page sends to the local anvil chains, those inside batches too, by method. */
export function watchChainCalls(page: Page) {
  const methods: string[] = [];
  let httpRequests = 0;
  page.on('request', (request) => {
    const { hostname, port } = new URL(request.url());
    if (hostname !== '127.0.0.1' || !ANVIL_PORTS.includes(Number(port)) || request.method() !== 'POST') return;
    httpRequests += 1;
    const body = request.postDataJSON() as { method: string } | { method: string }[];
    methods.push(...(Array.isArray(body) ? body : [body]).map((call) => call.method));
  });
  return {
    /** Calls since the last `reset`, all of them or those of `method`. */
    calls: (method?: string) => methods.filter((called) => method === undefined || called === method).length,
    /** HTTP requests since the last `reset` (a JSON-RPC batch is one). */
    httpRequests: () => httpRequests,
    reset() {
      methods.length = 0;
      httpRequests = 0;
    },
  };
}

/**
 * The multi-token screen: the provider API's portfolio failing, the Dev Wallet's first account connected on Anvil A
 * and its Account view open, where the Tokens list shows DEMO and DUSDT read from the chain. Resolves with the list.
 */
export async function showTokensFromChain(page: Page) {
  await page.route('**/v1/account/*/balance?*', (route) => route.fulfill({ status: 500, body: 'portfolio unavailable' }));
  await page.goto(DEMO_URL);
  const tokens = (await openDevWalletAccount(page)).getByRole('list', { name: 'Tokens' });
  await expectVisible(tokens.getByRole('listitem', { name: /^Demo Token: [\d,]+\.\d{3} DEMO$/ }));
  await expectVisible(tokens.getByRole('listitem', { name: /^Demo Tether: [\d,]+\.\d{3} DUSDT$/ }));
  return tokens;
}

/** The modal's WalletConnect view, opened from the page's Connect button: its dialog and its QR code, shown. */
export async function openWalletConnectQr(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' });
  const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' });
  await expectVisible(qr);
  return { dialog, qr };
}

/**
 * The demo's `/wallet` page (the Dev Wallet as a phone) in a tab of its own, sharing nothing with the dapp's page, paired
 * with `uri`: its session proposal, and the requests it aimed off this machine.
 */
export async function openPhone(page: Page, uri: string) {
  const phone = await (page.context().browser() as Browser).newPage();
  const outside = watchOutsideRequests(phone);
  await phone.goto(new URL('wallet', DEMO_URL).href);
  await phone.getByLabel('Pairing URI').fill(uri);
  await phone.getByRole('button', { name: 'Pair' }).click();
  const proposal = phone.getByRole('region', { name: 'Session proposal' });
  await expectVisible(proposal.getByText('redux-wallet-modal demo'));
  return { phone, proposal, outside };
}

// The Dev Wallet's Bitcoin, Polkadot and Cosmos sides as the demo makes them (demo/DevWalletPanel.tsx), for their addresses.
const otherSides = createDevWallet({
  chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:8545' },
  approve: () => true,
  bitcoin: { chain: { id: BITCOIN_REGTEST_CAIP_NETWORK_ID, name: 'Bitcoin Regtest' } },
  polkadot: { chain: { id: POLKADOT_LOCAL_CAIP_NETWORK_ID, name: 'Polkadot Local' } },
  cosmos: { chain: { id: COSMOS_LOCAL_CAIP_NETWORK_ID.split(':')[1] as string, name: 'Cosmos Local' } },
});

/** The demo Dev Wallet's account `index` on Bitcoin Regtest, Polkadot Local and Cosmos Local. */
export function devWalletAccountsOf(index: number) {
  return {
    bitcoin: otherSides.bitcoin?.addresses[index] as string,
    polkadot: otherSides.polkadot?.addresses[index] as string,
    cosmos: otherSides.cosmos?.addresses[index] as string,
  };
}
