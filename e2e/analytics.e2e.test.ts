/** @jest-environment node */
import type { Page } from 'playwright-core';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import {
  approveInDevWallet,
  axeViolations,
  DEMO_URL,
  expectVisible,
  pagePerTest,
  recordedAnalyticsEvents,
  setApiScenario,
  watchConsoleProblems,
  watchOutsideRequests,
} from './harness.ts';

// docs/behaviour.md#analytics, on the demo: its modal sends to the demo API, which records what it receives.
const currentPage = pagePerTest();
let page: Page;
let consoleProblems: string[];
let expectedConsoleProblems: string[];
beforeEach(async () => {
  page = currentPage();
  consoleProblems = watchConsoleProblems(page);
  expectedConsoleProblems = [];
  await recordedAnalyticsEvents({ forget: true });
});
afterEach(() => expect(consoleProblems).toEqual(expectedConsoleProblems));

const EMAIL = 'ada.lovelace@example.com';
const MESSAGE = 'Hello from the demo dapp';
const [ADDRESS] = TEST_ACCOUNTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The demo's panel of the events the API received, newest first. */
const panelEvents = (shown: Page) => shown.getByRole('list', { name: 'Last analytics events, newest first' }).getByRole('listitem');

/** The analytics requests a page makes: the configuration read and the event batches. */
function watchAnalyticsRequests(watched: Page): string[] {
  const requests: string[] = [];
  watched.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/getAnalyticsConfig') || pathname.endsWith('/e')) requests.push(`${request.method()} ${pathname}`);
  });
  return requests;
}

/**
 * The user's session: Connect opened, an e-mail typed into its field (not sent), the Dev Wallet connected (the
 * modal then closes), a message signed by the host page, and the Account view opened and closed. Resolves with the
 * signature the page showed.
 */
async function connectSignAndBrowse() {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  const emailField = connect.getByRole('textbox', { name: 'E-mail address' });
  await emailField.fill(EMAIL);
  expect(await emailField.inputValue()).toBe(EMAIL);
  await connect.getByRole('button', { name: /Dev Wallet/ }).click();
  await approveInDevWallet(page, 'eth_requestAccounts');
  const accountButton = page.getByRole('button', { name: /alice\.reown\.id/ });
  await expectVisible(accountButton);
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInDevWallet(page, 'personal_sign');
  const signature = page.getByRole('status', { name: 'Signature' });
  await expectVisible(signature);

  await accountButton.click();
  await expectVisible(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return (await signature.textContent()) ?? '';
}

it('sends the session’s events to the API, batched, in the documented shape, with no personal data; the demo lists them', async () => {
  const startedAt = Date.now();
  // The page's query and fragment never leave: the events name the page without them.
  await page.goto(`${DEMO_URL}?theme=light#${encodeURIComponent(EMAIL)}`);
  const analyticsRequests = watchAnalyticsRequests(page);
  const signature = await connectSignAndBrowse();

  const expected = [
    'modal/opened',
    'connection/connectStarted',
    'connection/attemptSucceeded',
    'modal/closed',
    'modal/opened',
    'modal/closed',
  ];
  // The demo's panel shows them as the API recorded them, the newest first.
  await expectVisible(panelEvents(page).nth(expected.length - 1));
  expect(await panelEvents(page).locator('code').allTextContents()).toEqual([...expected].reverse());
  expect(await axeViolations(page, 'section[aria-labelledby="analytics-heading"]')).toEqual([]);
  const events = await recordedAnalyticsEvents();
  expect(events.map(({ props }) => props.event)).toEqual(expected);

  // One configuration read a page load; fewer batches than events.
  expect(analyticsRequests.filter((request) => request.endsWith('/getAnalyticsConfig'))).toEqual(['GET /getAnalyticsConfig']);
  const batches = analyticsRequests.filter((request) => request === 'POST /e');
  expect(batches.length).toBeGreaterThan(0);
  expect(batches.length).toBeLessThan(events.length);

  for (const event of events) {
    expect(Object.keys(event).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url']);
    expect(event.eventId).toMatch(UUID);
    expect(event.url).toBe(DEMO_URL);
    expect(event.domain).toBe('127.0.0.1');
    expect(Number.isInteger(event.timestamp)).toBe(true);
    expect(event.timestamp).toBeGreaterThanOrEqual(startedAt);
    expect(event.timestamp).toBeLessThanOrEqual(Date.now());
    for (const value of Object.values(event.props)) expect(['string', 'number', 'boolean']).toContain(typeof value);
  }
  expect(new Set(events.map(({ eventId }) => eventId)).size).toBe(events.length);
  expect(events.map(({ timestamp }) => timestamp)).toEqual(events.map(({ timestamp }) => timestamp).sort((a, b) => a - b));
  // The connect's events name the wallet and how it was reached, never the account.
  expect(events[1]?.props).toEqual({
    event: 'connection/connectStarted',
    connected: false,
    network: 'eip155:31337',
    wallet: 'Dev Wallet',
    method: 'ANNOUNCED',
    namespace: 'eip155',
  });
  expect(events[2]?.props).toMatchObject({ event: 'connection/attemptSucceeded', connected: true, wallet: 'Dev Wallet' });

  // Nothing the user typed, signed or owns, in any spelling, anywhere in what the API received.
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  const recorded = JSON.stringify(events).toLowerCase();
  const messageHex = Buffer.from(MESSAGE).toString('hex');
  for (const personal of [
    EMAIL,
    encodeURIComponent(EMAIL),
    'ada.lovelace',
    ADDRESS.slice(2),
    signature.slice(2),
    MESSAGE,
    messageHex,
    'alice.reown.id',
  ]) {
    expect(recorded).not.toContain(personal.toLowerCase());
  }
});

it('sends nothing with analytics off (?analytics=off, the demo’s link), not even the configuration read', async () => {
  await page.goto(DEMO_URL);
  await page.getByRole('link', { name: 'Turn analytics off' }).click();
  await page.waitForURL(`${DEMO_URL}?analytics=off`);
  await expectVisible(page.getByText('Off on this page: the modal sends no events.'));
  const analyticsRequests = watchAnalyticsRequests(page);
  await connectSignAndBrowse();

  // A page with analytics on, opened afterwards, is the witness: its batch goes out 1 s after its first event, so
  // any batch of the first page, which would have started earlier, would be recorded before it.
  const witness = await page.context().browser()?.newPage();
  if (!witness) throw new Error('No second page');
  const witnessOutside = watchOutsideRequests(witness);
  try {
    await witness.goto(DEMO_URL);
    await witness.getByRole('button', { name: 'Connect Wallet' }).click();
    await expectVisible(witness.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Dev Wallet/ }));
    await witness.keyboard.press('Escape');
    await expectVisible(panelEvents(witness).nth(1));
  } finally {
    await witness.close();
  }
  expect((await recordedAnalyticsEvents()).map(({ props }) => props.event)).toEqual(['modal/opened', 'modal/closed']);
  expect(analyticsRequests).toEqual([]);
  expect(witnessOutside).toEqual([]);
  // The page with analytics off lists what the API received, from the witness.
  await expectVisible(panelEvents(page).nth(1));
});

it("on a 403 from the analytics API: 'Invalid App Configuration', once a page load", async () => {
  await setApiScenario({ errors: { analyticsEvent: { status: 403, message: 'Unauthorized: origin not allowed' } } });
  try {
    const analyticsRequests = watchAnalyticsRequests(page);
    await page.goto(DEMO_URL);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    const alert = dialog.getByRole('alert');
    await expectVisible(alert.getByText('Invalid App Configuration'));
    // Chromium reports the refused request itself.
    expectedConsoleProblems = ['Failed to load resource: the server responded with a status of 403 (Forbidden)'];

    await alert.getByRole('button', { name: /Dismiss/ }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expectVisible(dialog.getByRole('button', { name: /Dev Wallet/ }));
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(analyticsRequests).toEqual(['GET /getAnalyticsConfig', 'POST /e']);
    expect(await recordedAnalyticsEvents()).toEqual([]);
  } finally {
    await setApiScenario(undefined);
  }
});
