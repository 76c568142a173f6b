/** @jest-environment node */
import type { Page } from 'playwright-core';
import {
  approveInDevWallet,
  axeViolations,
  DEMO_URL,
  expectVisible,
  openDevWalletAccount,
  pagePerTest,
  pickDevWallet,
  setApiScenario,
} from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

it('shows the stored profile name on a reload before the identity API answers, and still asks it', async () => {
  await page.goto(DEMO_URL);
  await pickDevWallet(page);
  await approveInDevWallet(page, 'eth_requestAccounts');
  await expectVisible(page.getByRole('button', { name: /alice\.reown\.id/ }));

  await setApiScenario({ holdMs: { identity: 10_000 } });
  try {
    let identityAnswered = false;
    page.on('response', (response) => {
      if (response.url().includes('/v1/identity/')) identityAnswered = true;
    });
    const identityAsked = page.waitForRequest((request) => request.url().includes('/v1/identity/'));
    await page.reload();
    await expectVisible(page.getByRole('button', { name: /alice\.reown\.id/ }));
    await identityAsked;
    expect(identityAnswered).toBe(false);
  } finally {
    await setApiScenario(undefined);
  }
});

it('connects the Dev Wallet, shows the chain balance, switches chain, survives a reload and disconnects', async () => {
  await page.goto(DEMO_URL);
  await pickDevWallet(page);
  await expectVisible(page.getByRole('dialog', { name: 'Dev Wallet' }).getByText('Continue in Dev Wallet'));
  await approveInDevWallet(page, 'eth_requestAccounts');

  // The host's button: the account's name (alice.reown.id in the mock API) and the balance anvil gives every test account.
  const accountButton = page.getByRole('button', { name: /alice\.reown\.id/ });
  await expectVisible(accountButton);
  await expectVisible(accountButton.getByText('10,000.000 ETH'));
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // Switch to the second chain: the wallet does not know it, so it is added, then switched to.
  await accountButton.click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expectVisible(account.getByRole('button', { name: 'Disconnect' }));
  expect(await axeViolations(page)).toEqual([]);
  await account.getByRole('button', { name: /Anvil A/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /Anvil B/ })
    .click();
  await approveInDevWallet(page, 'wallet_addEthereumChain');
  await approveInDevWallet(page, 'wallet_switchEthereumChain');
  await expectVisible(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /Anvil B/ }));

  // A reload restores the session without asking the wallet again, on the chain last used.
  await page.reload();
  await expectVisible(page.getByRole('button', { name: /alice\.reown\.id.*10,000\.000 ETH/ }));
  expect(await page.getByRole('alertdialog', { name: 'Dev Wallet request' }).count()).toBe(0);
  await page.getByRole('button', { name: /alice\.reown\.id/ }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /Anvil B/ }));

  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click();
  await expectVisible(page.getByRole('button', { name: 'Connect Wallet' }));
  await page.reload();
  await expectVisible(page.getByRole('button', { name: 'Connect Wallet' }));
});

it('after the wallet refuses, Try again has the focus and Escape still closes the modal', async () => {
  await page.goto(DEMO_URL);
  await pickDevWallet(page);
  const prompt = page.getByRole('alertdialog', { name: 'Dev Wallet request' });
  await expectVisible(prompt.getByText('eth_requestAccounts', { exact: true }));
  await prompt.getByRole('button', { name: 'Reject' }).click();
  const connecting = page.getByRole('dialog', { name: 'Dev Wallet' });
  await expectVisible(connecting.getByRole('button', { name: 'Try again' }));
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
});

it('on a Solana network with the EVM Dev Wallet connected, says so and offers a way forward: stay, or connect another', async () => {
  await page.goto(DEMO_URL);
  const account = await openDevWalletAccount(page);
  await account.getByRole('button', { name: /Anvil A/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /^Solana\b/ })
    .first()
    .click();
  await expectVisible(account.getByText(/Dev Wallet does not serve Solana\./));
  expect(await axeViolations(page)).toEqual([]);
  await account.getByRole('button', { name: 'Stay on Anvil A' }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /Anvil A/ }));
});
