/** @jest-environment node */
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http } from 'viem';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS } from '../mocks/fixtures/localChains.ts';
import {
  approveInDevWallet,
  axeViolations,
  DEMO_URL,
  decodeQr,
  expectVisible,
  openDevWalletAccount,
  pagePerTest,
  selectDevWalletAccount,
} from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

// The sender is the third test account, so the other suites' first account keeps its round 10000 ETH.
const [, RECEIVER, SENDER] = TEST_ACCOUNTS;
const DEMO = LOCAL_TOKENS[0];
const chainA = createPublicClient({ transport: http(`http://127.0.0.1:${process.env.E2E_ANVIL_PORT_A ?? 18545}`) });
const demoBalanceOf = (address: `0x${string}`) =>
  chainA.readContract({ address: DEMO?.address ?? '0x', abi: erc20Abi, functionName: 'balanceOf', args: [address] });

async function connectThirdAccount() {
  await page.goto(DEMO_URL);
  await selectDevWalletAccount(page, 2);
  return openDevWalletAccount(page, /0x3C\.\.\.4293BC/);
}

it('sends 1.5 DEMO to a name, sees the balance drop on chain and in Tokens, and the transfer on top of Activity', async () => {
  const [senderBefore, receiverBefore] = await Promise.all([demoBalanceOf(SENDER), demoBalanceOf(RECEIVER)]);
  const account = await connectThirdAccount();
  const tokens = account.getByRole('list', { name: 'Tokens' });
  const demoRow = tokens.getByRole('listitem', { name: /^Demo Token: / });
  await expectVisible(demoRow);
  const shownBefore = await demoRow.getAttribute('aria-label');

  await account.getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByRole('radio', { name: /^DEMO/ }).check();
  await send.getByRole('textbox', { name: 'Amount' }).fill('1.5');
  await send.getByRole('textbox', { name: 'To' }).fill('bob.reown.id');
  await expectVisible(send.getByRole('group', { name: 'Receiver' }).getByText('bob.reown.id'));
  expect(await axeViolations(page)).toEqual([]);
  await send.getByRole('button', { name: 'Preview send' }).click();

  const review = page.getByRole('dialog', { name: 'Review Send' });
  await expectVisible(review.getByText(RECEIVER));
  await review.getByRole('button', { name: 'Send' }).click();
  // The wallet's prompt names the token transfer in the token's units, not as a 0-wei call.
  const prompt = page.getByRole('alertdialog', { name: 'Dev Wallet request' });
  await expectVisible(prompt.getByText(`Send 1.5 DEMO to ${RECEIVER.slice(0, 6)}…${RECEIVER.slice(-4)} on`, { exact: false }));
  await approveInDevWallet(page, 'eth_sendTransaction');

  // Back on the account: the chain moved exactly 1.5 DEMO, and the Tokens list shows it.
  const back = page.getByRole('dialog', { name: 'Account' });
  await expectVisible(back.getByRole('listitem', { name: `Demo Token: ${formatDemo(senderBefore - 1_500_000_000_000_000_000n)}` }));
  expect(shownBefore).toBe(`Demo Token: ${formatDemo(senderBefore)}`);
  expect(await demoBalanceOf(SENDER)).toBe(senderBefore - 1_500_000_000_000_000_000n);
  expect(await demoBalanceOf(RECEIVER)).toBe(receiverBefore + 1_500_000_000_000_000_000n);

  await back.getByRole('tab', { name: 'Activity' }).click();
  // Dated by the chain's block and grouped by the browser's clock: on top of this month, moments ago, whatever the date.
  const newest = back.getByRole('region', { name: 'Activity' }).getByRole('list', { name: 'This month' }).getByRole('listitem').first();
  await expectVisible(newest.getByText('-1.5 DEMO'));
  await expectVisible(newest.getByText('Sent'));
  expect(await newest.getByTitle(RECEIVER).count()).toBe(1);
  expect(await newest.locator('time').textContent()).toMatch(/^\d+ (sec|min)$/);
});

it('Receive shows the address as a QR code that decodes to it', async () => {
  const account = await connectThirdAccount();
  await account.getByRole('button', { name: 'Receive' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive' });
  const qr = receive.getByRole('img', { name: `QR code of ${SENDER}` });
  await expectVisible(qr);
  expect(await decodeQr(qr)).toBe(SENDER);
  await expectVisible(receive.getByText(SENDER));
});

/** A DEMO amount as the Tokens list shows it in English: 3 decimals, cut not rounded, thousands grouped. */
function formatDemo(units: bigint): string {
  const whole = (units / 10n ** 18n).toLocaleString('en');
  const thousandths = (units % 10n ** 18n) / 10n ** 15n;
  return `${whole}.${thousandths.toString().padStart(3, '0')} DEMO`;
}
