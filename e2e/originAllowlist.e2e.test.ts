/** @jest-environment node */
import type { Page } from 'playwright-core';
import { axeViolations, DEMO_URL, expectVisible, pagePerTest, setApiScenario, watchConsoleProblems } from './harness.ts';

// docs/behaviour.md#origin-allowlist: the demo has e-mail and social login on (the defaults), so its Connect view
// reads the project's allowed origins, which the demo API answers.
const currentPage = pagePerTest();
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = currentPage();
  consoleProblems = watchConsoleProblems(page);
});
afterEach(() => expect(consoleProblems).toEqual([]));

/** Opens Connect from the host button once the allowlist has answered, and resolves with the dialog. */
async function openConnectOnceOriginsAnswer() {
  const originsAnswered = page.waitForResponse((response) => response.url().includes('/projects/v1/origins'));
  await page.goto(DEMO_URL);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  expect((await originsAnswered).status()).toBe(200);
  await expectVisible(dialog.getByRole('group', { name: 'Wallets' }).getByRole('button', { name: /Dev Wallet/ }));
  return dialog;
}

it("on an origin the project does not list: 'Invalid App Configuration', no e-mail field, no social buttons, the wallets stay", async () => {
  await setApiScenario({ unlistedOrigins: [new URL(DEMO_URL).origin] });
  try {
    const dialog = await openConnectOnceOriginsAnswer();
    const alert = dialog.getByRole('alert');
    await expectVisible(alert.getByText('Invalid App Configuration'));
    expect(await dialog.getByRole('textbox', { name: 'E-mail address' }).count()).toBe(0);
    expect(await dialog.getByRole('group', { name: 'Continue with a social account' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /Google|Continue with/ }).count()).toBe(0);
    await expectVisible(dialog.getByRole('group', { name: 'Wallets' }).getByRole('button', { name: /MetaMask/ }));
    expect(await axeViolations(page)).toEqual([]);

    // Once a page load: dismissed, it does not come back when Connect opens again, and the logins stay hidden.
    await alert.getByRole('button', { name: /Dismiss/ }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expectVisible(dialog.getByRole('button', { name: /Dev Wallet/ }));
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'E-mail address' }).count()).toBe(0);
  } finally {
    await setApiScenario(undefined);
  }
});

it('on a listed origin: the e-mail field and the social buttons beside the wallets, and no alert', async () => {
  const dialog = await openConnectOnceOriginsAnswer();
  await expectVisible(dialog.getByRole('textbox', { name: 'E-mail address' }));
  await expectVisible(dialog.getByRole('group', { name: 'Continue with a social account' }).getByRole('button', { name: /Google/ }));
  // Settled (axe waits for the animations), the answer has had its effect: no alert came.
  expect(await axeViolations(page)).toEqual([]);
  expect(await dialog.getByRole('alert').count()).toBe(0);
});
