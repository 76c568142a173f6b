/** @jest-environment node */
import type { Page } from 'playwright-core';
import { approveInDevWallet, axeViolations, DEMO_URL, expectVisible, openDevWalletAccount, pagePerTest } from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

it('registers newcomer.reown.id for an unnamed Dev Wallet account: the host button shows the name, after a reload too', async () => {
  await page.goto(DEMO_URL);
  // Anvil's fourth account has no name in the local API.
  await page.getByRole('complementary', { name: 'Dev Wallet' }).getByLabel('Account').selectOption('3');
  const account = await openDevWalletAccount(page, /0x90\.\.\.93b906/);
  await account.getByRole('button', { name: 'Choose a name' }).click();

  const choose = page.getByRole('dialog', { name: 'Choose Name' });
  await choose.getByRole('textbox', { name: 'Name' }).fill('newcomer');
  await expectVisible(choose.getByText('newcomer.reown.id is available.'));
  expect(await axeViolations(page)).toEqual([]);
  await choose.getByRole('button', { name: 'Register' }).click();

  const registered = page.getByRole('dialog', { name: 'Name Registered' });
  await expectVisible(registered.getByText('Sign in your wallet'));
  await approveInDevWallet(page, 'personal_sign');
  await expectVisible(registered.getByText('newcomer.reown.id is now the name of this account.'));
  expect(await axeViolations(page)).toEqual([]);
  await registered.getByRole('button', { name: 'Back to account' }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Account' }).getByText('newcomer.reown.id'));
  await page.keyboard.press('Escape');
  await expectVisible(page.getByRole('button', { name: /newcomer\.reown\.id/ }));

  // The local API kept it: a fresh load asks for the account's identity again and gets the name.
  await page.reload();
  await expectVisible(page.getByRole('button', { name: /newcomer\.reown\.id/ }));
});

it('grants a smart session from the demo page, lists it in Smart Sessions, and revokes it', async () => {
  await page.goto(`${DEMO_URL}?smartSessions=on`);
  const account = await openDevWalletAccount(page);
  await page.keyboard.press('Escape');
  await account.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Grant a session' }).click();
  await approveInDevWallet(page, 'wallet_grantPermissions');
  const granted = page.getByRole('status', { name: 'Granted session' });
  await expectVisible(granted);
  expect(await granted.first().textContent()).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: /alice\.reown\.id/ }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Smart sessions' }).click();
  const sessions = page.getByRole('dialog', { name: 'Smart Sessions' });
  const revoke = sessions.getByRole('button', { name: 'Revoke the session of redux-wallet-modal demo' });
  await expectVisible(revoke);
  await expectVisible(sessions.getByText('Permissions: native-token-recurring-allowance'));
  expect(await axeViolations(page)).toEqual([]);

  await revoke.click();
  await approveInDevWallet(page, 'wallet_revokePermissions');
  await expectVisible(page.getByText('Session of redux-wallet-modal demo revoked'));
  await revoke.waitFor({ state: 'detached' });
  await expectVisible(sessions.getByRole('button', { name: 'Revoke the session of Demo DEX' }));
});
