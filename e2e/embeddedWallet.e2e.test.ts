/** @jest-environment node */
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createTestClient, http, parseEther, verifyMessage } from 'viem';
import { foundry } from 'viem/chains';
import { axeViolations, DEMO_URL, expectVisible, pagePerTest, watchConsoleProblems } from './harness.ts';

// The embedded wallet end to end (docs/behaviour.md#embedded-wallet): the frame on its own origin (npm start serves it),
// its backend mailing real codes to the local mailbox the demo shows at /mailbox, and anvil.

const ANVIL_URL = `http://127.0.0.1:${process.env.E2E_ANVIL_PORT_A ?? 18545}`;
const anvil = createTestClient({ chain: foundry, mode: 'anvil', transport: http(ANVIL_URL) });
const chain = createPublicClient({ chain: foundry, transport: http(ANVIL_URL) });
/** A receiver no test account is: its balance is only what this test sends it. */
const RECEIVER = '0x00000000000000000000000000000000000e3b10';
const EMAIL = `ada+${Date.now()}@example.com`;
const MESSAGE = 'Hello from the demo dapp';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

/** The newest code mailed to `email`, read off the demo's /mailbox page as a user would. */
async function codeFromMailbox(email: string): Promise<string> {
  // A page of its own (the test's page was opened alone in its context).
  const mailbox = await (page.context().browser() as Browser).newPage();
  try {
    // The page lists the mail as it arrives (it refreshes by itself).
    await mailbox.goto(new URL('/mailbox', DEMO_URL).href);
    const message = mailbox
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ hasText: /\b\d{6}\b/ })
      .first();
    await message.waitFor();
    const code = /\b(\d{6})\b/.exec((await message.textContent()) ?? '')?.[1];
    if (!code) throw new Error(`No code reached the mailbox for ${email}`);
    return code;
  } finally {
    await mailbox.close();
  }
}

/** The approval panel inside the frame, shown over ApproveTransaction: the click that approves is in the frame's origin. */
async function approveInFrame() {
  const dialog = page.getByRole('dialog', { name: 'Approve Transaction' });
  await expectVisible(dialog);
  const frame = page.frameLocator('iframe[data-wallet-modal-frame]');
  await expectVisible(frame.getByRole('button', { name: 'Approve' }));
  expect(await axeViolations(page)).toEqual([]);
  await frame.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The host's button once connected: the account's address and balance. */
const accountButton = () => page.getByRole('banner').getByRole('button', { name: /0x/ });

async function hostStorage() {
  return page.evaluate(async () => ({
    local: Object.entries(localStorage),
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
}

/** Makes `name` the network of its family in the Networks view, as a user would before connecting. */
async function pickNetwork(family: string, name: string) {
  await page.getByLabel('View').selectOption('Networks');
  await page.getByRole('button', { name: 'Open view' }).click();
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('list', { name: family }).getByRole('button', { name }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

it('logs in by e-mail code, signs and sends from the frame, survives a reload, keeps no key in the page, and signs out', async () => {
  const consoleProblems = watchConsoleProblems(page);
  await page.goto(DEMO_URL);
  // One login connects both families: Solana on the local chain (the demo lists public Solana networks too), EVM on Anvil A.
  await pickNetwork('Solana', 'Solana Local');
  await pickNetwork('EVM networks', 'Anvil A');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.getByRole('textbox', { name: 'E-mail address' }).fill(EMAIL);
  await connect.getByRole('button', { name: 'Continue with email' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Email' });
  await expectVisible(confirm.getByText(`Enter the 6-digit code we sent to ${EMAIL}.`));
  expect(await axeViolations(page)).toEqual([]);
  const code = await codeFromMailbox(EMAIL);
  await confirm.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await confirm.waitFor({ state: 'detached' });

  // Connected: the account's address, read from the Account view.
  await accountButton().click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expectVisible(account.getByText(EMAIL));
  const address = (await account.locator('[title^="0x"]').first().getAttribute('title')) as `0x${string}`;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await account.getByRole('button', { name: 'Close' }).click();
  await anvil.setBalance({ address, value: parseEther('1') });

  // A reload restores the login from the frame's own session.
  await page.reload();
  // Funded after the login, the account shows its ether once read again.
  await expectVisible(page.getByRole('banner').getByRole('button', { name: /0x.*\b1(\.0+)? ETH/ }));

  // The demo's Sign message: the frame approves it, and the signature is the account's.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInFrame();
  const signature = (await page.getByLabel('Signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true);

  // 0.1 ETH from the embedded wallet: the receiver gets exactly that on chain.
  const receiverBefore = await chain.getBalance({ address: RECEIVER });
  await accountButton().click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByRole('radio', { name: /^ETH/ }).check();
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER);
  await send.getByRole('button', { name: 'Preview send' }).click();
  await page.getByRole('dialog', { name: 'Review Send' }).getByRole('button', { name: 'Send' }).click();
  await approveInFrame();
  await expectVisible(page.getByRole('dialog', { name: 'Account' }));
  // Back on the account once the receipt came: the chain has it.
  expect(await chain.getBalance({ address: RECEIVER })).toBe(receiverBefore + parseEther('0.1'));

  // The keys stay in the frame's origin: nothing in the page's storage looks like one, and it has no database of its own.
  const stored = await hostStorage();
  for (const [, value] of stored.local) expect(value).not.toMatch(/[0-9a-fA-F]{64}/);
  expect(stored.databases).toEqual([]);

  // Still on the account after the send (the user came back with the reload): sign out there.
  const signOutFrom = page.getByRole('dialog', { name: 'Account' });
  await expectVisible(signOutFrom.getByText(EMAIL));
  await signOutFrom.getByRole('button', { name: 'Disconnect' }).click();
  await expectVisible(page.getByRole('button', { name: 'Connect Wallet' }));
  await page.reload();
  await expectVisible(page.getByRole('button', { name: 'Connect Wallet' }));
  expect(consoleProblems).toEqual([]);
}, 120_000);
