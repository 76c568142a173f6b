/** @jest-environment node */
import { Connection, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import { DSPL } from '../mocks/fixtures/localChains.ts';
import { SOLANA_TEST_ADDRESSES } from '../src/devWallet/accounts.ts';
import { truncateAddress } from '../src/utils/address.ts';
import {
  approveInDevWallet,
  axeViolations,
  DEMO_URL,
  expectVisible,
  pagePerTest,
  selectDevWalletAccount,
  watchConsoleProblems,
} from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

// The Dev Wallet's second account on both sides, so the first keeps its round 100 SOL (and 10000 ETH) for the other files.
const ACCOUNT_INDEX = 1;
const SENDER = SOLANA_TEST_ADDRESSES[ACCOUNT_INDEX];
const EVM_ACCOUNT = TEST_ACCOUNTS[ACCOUNT_INDEX];
const RECEIVER = SOLANA_TEST_ADDRESSES[4];
const solanaLocal = new Connection(`http://127.0.0.1:${process.env.E2E_SOLANA_RPC_PORT ?? 18899}`, 'confirmed');
const lamportsOf = async (address: string) => BigInt(await solanaLocal.getBalance(new PublicKey(address)));
async function dsplOf(owner: string) {
  const { value } = await solanaLocal.getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(DSPL.mint) });
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n);
}

/** The Connect view's Dev Wallet entries. */
async function devWalletEntries() {
  const wallets = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('group', { name: 'Wallets' });
  await expectVisible(wallets.getByRole('button', { name: /Dev Wallet/ }));
  return wallets.getByRole('button', { name: /Dev Wallet/ });
}

/** From the Account view's network button, picks `network` in the Networks view. */
async function switchNetwork(from: string, network: string) {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: `${from} Network` })
    .click();
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: network }).click();
}

it('lists one Dev Wallet, connects its Solana side on Solana Local, shows SOL and DSPL, sends 0.25 SOL, and keeps both sides across a switch to Anvil A and back', async () => {
  const [senderBefore, receiverBefore, dsplBefore] = await Promise.all([lamportsOf(SENDER), lamportsOf(RECEIVER), dsplOf(SENDER)]);
  const consoleProblems = watchConsoleProblems(page);
  await page.goto(DEMO_URL);
  await selectDevWalletAccount(page, ACCOUNT_INDEX);

  // No wallet yet: Solana Local is picked in the Networks view, which groups the networks by family.
  await page.getByLabel('View').selectOption('Networks');
  await page.getByRole('button', { name: 'Open view' }).click();
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await expectVisible(networks.getByRole('button', { name: /Solana Local/ }));
  const groups = await networks.getByRole('list').evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label')));
  expect(groups).toEqual(['EVM networks', 'Solana', 'Bitcoin', 'Polkadot', 'Cosmos']);
  expect(
    await networks
      .getByRole('list', { name: 'EVM networks' })
      .getByRole('button', { name: /^Anvil A/ })
      .count(),
  ).toBe(1);
  const solanaGroup = networks.getByRole('list', { name: 'Solana' });
  expect(await solanaGroup.getByRole('button', { name: 'Solana Local' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await solanaGroup.getByRole('button', { name: 'Solana Local' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // One entry for the wallet's two sides; on Solana Local it connects the Solana one.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const entries = await devWalletEntries();
  expect(await entries.count()).toBe(1);
  await entries.click();
  await expectVisible(
    page
      .getByRole('alertdialog', { name: 'Dev Wallet request' })
      .getByText(`Connect account ${SENDER.slice(0, 4)}…${SENDER.slice(-4)} on Solana Local`),
  );
  await approveInDevWallet(page, 'standard:connect');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The host button and the Account view show what the chain holds.
  const solanaButton = page.getByRole('button', { name: `${truncateAddress(SENDER)} ${formatCut(senderBefore, 9)} SOL` });
  await expectVisible(solanaButton);
  await solanaButton.click();
  const account = page.getByRole('dialog', { name: 'Account' });
  const tokens = account.getByRole('list', { name: 'Tokens' });
  await expectVisible(tokens.getByRole('listitem', { name: `Solana: ${formatCut(senderBefore, 9)} SOL` }));
  await expectVisible(tokens.getByRole('listitem', { name: `Demo SPL: ${formatCut(dsplBefore, DSPL.decimals)} DSPL` }));
  expect(await axeViolations(page)).toEqual([]);

  // Send 0.25 SOL to another address: the wallet's prompt names it in SOL, on Solana Local.
  await account.getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByRole('radio', { name: /^SOL/ }).check();
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.25');
  await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER);
  expect(await axeViolations(page)).toEqual([]);
  await send.getByRole('button', { name: 'Preview send' }).click();
  const review = page.getByRole('dialog', { name: 'Review Send' });
  await expectVisible(review.getByText(RECEIVER));
  await expectVisible(review.getByText('Solana Local'));
  expect(await axeViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'Send' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Dev Wallet request' });
  await expectVisible(prompt.getByText(`Send 0.25 SOL to ${RECEIVER.slice(0, 4)}…${RECEIVER.slice(-4)} on Solana Local`));
  await approveInDevWallet(page, 'solana:signAndSendTransaction');

  // The chain moved exactly 0.25 SOL to the receiver, the sender paid it and one signature's fee, and the view shows it.
  await expectVisible(page.getByRole('status').filter({ hasText: 'Sent 0.25 SOL' }));
  expect(await lamportsOf(RECEIVER)).toBe(receiverBefore + 250_000_000n);
  const senderAfter = await lamportsOf(SENDER);
  expect(senderAfter).toBe(senderBefore - 250_000_000n - 5_000n);
  const back = page.getByRole('dialog', { name: 'Account' });
  await expectVisible(
    back.getByRole('list', { name: 'Tokens' }).getByRole('listitem', { name: `Solana: ${formatCut(senderAfter, 9)} SOL` }),
  );

  // Anvil A: the Solana side does not serve it, so the same entry connects its EVM side.
  await switchNetwork('Solana Local', 'Anvil A');
  await expectVisible(back.getByText('Dev Wallet does not serve Anvil A.', { exact: false }));
  await back.getByRole('button', { name: 'Connect an EVM wallet' }).click();
  const evmEntries = await devWalletEntries();
  expect(await evmEntries.count()).toBe(1);
  await evmEntries.click();
  await approveInDevWallet(page, 'eth_requestAccounts');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const evmButton = page.getByRole('button', { name: /^bob\.reown\.id/ });
  await expectVisible(evmButton);

  // Back to Solana Local and to Anvil A again: each side's account shows at once, without asking the wallet.
  await evmButton.click();
  const wallets = page.getByRole('dialog', { name: 'Account' }).getByRole('group', { name: 'Your wallets' });
  await expectVisible(wallets.getByRole('button', { name: `Dev Wallet · ${truncateAddress(EVM_ACCOUNT)} Current` }));
  await expectVisible(wallets.getByRole('button', { name: `Dev Wallet · ${truncateAddress(SENDER)} Switch` }));
  await switchNetwork('Anvil A', 'Solana Local');
  await expectVisible(wallets.getByRole('button', { name: `Dev Wallet · ${truncateAddress(SENDER)} Current` }));
  await expectVisible(page.getByRole('button', { name: `${truncateAddress(SENDER)} ${formatCut(senderAfter, 9)} SOL` }));
  await switchNetwork('Solana Local', 'Anvil A');
  await expectVisible(wallets.getByRole('button', { name: `Dev Wallet · ${truncateAddress(EVM_ACCOUNT)} Current` }));
  await expectVisible(page.getByRole('button', { name: /^bob\.reown\.id/ }));
  expect(await page.getByRole('alertdialog', { name: 'Dev Wallet request' }).count()).toBe(0);
  expect(consoleProblems).toEqual([]);
});

/** An amount as the modal shows it in English: 3 decimals, cut not rounded, thousands grouped. */
function formatCut(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const thousandths = ((units % scale) * 1000n) / scale;
  return `${(units / scale).toLocaleString('en')}.${thousandths.toString().padStart(3, '0')}`;
}
