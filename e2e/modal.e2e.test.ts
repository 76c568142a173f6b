/** @jest-environment node */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import ar from '../src/i18n/locales/ar.ts';
import de from '../src/i18n/locales/de.ts';
import { approveInDevWallet, axeViolations, DEMO_URL, expectVisible, pagePerTest } from './harness.ts';

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;

beforeAll(() => mkdirSync(ARTIFACTS, { recursive: true }));
const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

async function openWithButton() {
  await page.goto(DEMO_URL);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  return page.getByRole('dialog', { name: 'Connect Wallet' });
}

it('opens from the Connect Wallet button and closes with the close button', async () => {
  const dialog = await openWithButton();
  await expectVisible(dialog.getByRole('button', { name: /MetaMask/ }));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
});

it('closes with Escape and gives focus back to the opener', async () => {
  const dialog = await openWithButton();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect Wallet');
});

it('goes back a view with the back button; a first view has no back arrow and Escape closes it', async () => {
  const dialog = await openWithButton();
  await dialog.getByRole('button', { name: /^All Wallets/ }).click();
  const allWallets = page.getByRole('dialog', { name: 'All Wallets' });
  await expectVisible(allWallets.getByRole('button', { name: /Trust Wallet/ }));
  await allWallets.getByRole('button', { name: 'Back' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.waitFor();
  expect(await page.getByTestId('current-view').textContent()).toBe('Connect');
  expect(await connect.getByRole('button', { name: /^Back/ }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await page.getByTestId('current-view').textContent()).toBe('closed');
});

it.each(['light', 'dark'])('has no axe-core violation in the open modal (%s), screenshot kept', async (theme) => {
  await page.goto(`${DEMO_URL}?theme=${theme}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expectVisible(page.getByRole('dialog').getByRole('button', { name: /MetaMask/ }));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS}connect-${theme}.png` });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^All Wallets/ })
    .click();
  await expectVisible(page.getByRole('dialog', { name: 'All Wallets' }).getByRole('button', { name: /Trust Wallet/ }));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS}all-wallets-${theme}.png` });
});

it('has no axe-core violation in any view', async () => {
  await page.goto(DEMO_URL);
  await page.getByLabel('View').waitFor();
  const views = await page.getByLabel('View').locator('option').allTextContents();
  expect(views.length).toBeGreaterThanOrEqual(25);
  const failures: string[] = [];
  for (const view of views) {
    await page.goto(DEMO_URL);
    await page.getByLabel('View').selectOption(view);
    await page.getByRole('button', { name: 'Open view' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-wallet-modal-root] [role="status"][aria-label^="Loading"]'));
    const violations = await axeViolations(page);
    if (violations.length) failures.push(`${view}: ${violations.join(', ')}`);
  }
  expect(failures).toEqual([]);
  // Every view on a fresh page, axe run on each: about 2.5 s a view with the dev server, 25+ views.
}, 150_000);

it('lets the host override the theme with plain CSS on [data-wallet-modal]', async () => {
  await page.goto(DEMO_URL);
  await page.addStyleTag({ content: '[data-wallet-modal] { --wm-accent: rgb(1, 2, 3); }' });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const accent = await page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).getPropertyValue('--wm-accent').trim());
  expect(accent).toBe('rgb(1, 2, 3)');
});

it('is a bottom sheet on a small screen', async () => {
  await page.setViewportSize({ width: 375, height: 700 });
  const dialog = await openWithButton();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(375);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(700);
  await page.screenshot({ path: `${ARTIFACTS}connect-mobile.png` });
});

it('opens the Coinbase Wallet popup from its entry; a stand-in answers it, so nothing leaves the machine', async () => {
  const popupRequests: string[] = [];
  await page.context().route('https://keys.coinbase.com/**', (route) => {
    popupRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Coinbase Wallet stand-in</title>' });
  });
  const dialog = await openWithButton();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: /Coinbase Wallet/ }).click();
  const opened = await popup;
  const { origin, pathname } = new URL(opened.url());
  expect(`${origin}${pathname}`).toBe('https://keys.coinbase.com/connect');
  await opened.waitForLoadState();
  expect(popupRequests).toHaveLength(1);
  await opened.close();
});

it('animates its height between views within the room it has, and not at all for reduced motion', async () => {
  const viewport = () =>
    page.evaluate(() => {
      const dialog = document.querySelector('[data-testid="wallet-modal"]') as HTMLElement;
      const area = document.querySelector('[data-testid="wallet-modal-viewport"]') as HTMLElement;
      return {
        target: Number.parseFloat(area.style.height),
        shown: area.clientHeight,
        dialog: dialog.clientHeight,
        transition: getComputedStyle(area).transitionDuration,
      };
    });
  const dialog = await openWithButton();
  await expectVisible(dialog.getByRole('button', { name: /MetaMask/ }));
  // The Connect view is taller than the dialog: the height it animates to is the height it can show.
  const connect = await viewport();
  expect(connect.target).toBe(connect.shown);
  expect(connect.target).toBeLessThan(connect.dialog);
  expect(connect.transition).not.toBe('0s');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await viewport()).transition).toBe('0s');
});

describe.each([
  { name: 'light', query: 'theme=light', messages: en },
  { name: 'dark', query: 'theme=dark', messages: en },
  { name: 'de', query: 'locale=de', messages: de },
  { name: 'ar', query: 'locale=ar', messages: ar },
])('the finished face in $name', ({ name, query, messages }) => {
  it('Connect, help, All Wallets, Account and Send: screenshots kept, no axe-core violation', async () => {
    const shoot = async (view: string) => {
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('dialog').screenshot({ path: `${ARTIFACTS}${view}-${name}.png` });
    };
    await page.goto(`${DEMO_URL}?${query}`);
    await page.getByRole('button', { name: messages['connectButton.connect'] }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('button', { name: /MetaMask/ }));
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe(name === 'ar' ? 'rtl' : 'ltr');
    await shoot('connect');

    await dialog.getByRole('button', { name: messages['view.whatIsAWallet'] }).click();
    await expectVisible(dialog.getByRole('button', { name: messages['help.getWallet'] }));
    await shoot('help');
    await dialog.getByRole('button', { name: messages['help.getWallet'] }).click();
    await expectVisible(dialog.getByRole('button', { name: /Trust Wallet/ }));
    await shoot('all-wallets');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: messages['connectButton.connect'] }).click();
    await dialog.getByRole('button', { name: /Dev Wallet/ }).click();
    await approveInDevWallet(page, 'eth_requestAccounts');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /alice\.reown\.id/ }).click();
    await expectVisible(dialog.getByRole('button', { name: messages['account.send'] }));
    await shoot('account');
    await dialog.getByRole('button', { name: messages['account.send'] }).click();
    await expectVisible(dialog.getByRole('radio').first());
    await shoot('send');
  });
});
