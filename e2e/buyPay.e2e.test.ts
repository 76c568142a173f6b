/** @jest-environment node */
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS } from '../mocks/fixtures/localChains.ts';
import {
  approveInDevWallet,
  axeViolations,
  DEMO_URL,
  expectVisible,
  openDevWalletAccount,
  pagePerTest,
  pickDevWallet,
  selectDevWalletAccount,
} from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

/** The demo's anvil chain A, as `npm start` runs it for the suite (e2e/harness.ts). */
const chainA = createPublicClient({ transport: http(`http://127.0.0.1:${process.env.E2E_ANVIL_PORT_A ?? 18545}`) });
/** Bob, whose other test (the swap) asserts only what it changes: Alice's exact balance is other tests' to read. */
const BUYER = TEST_ACCOUNTS[1];
const BUYER_INDEX = 1;
const BUYER_NAME = /bob\.reown\.id/;
/** The merchant the demo's "Pay 5 DEMO" pays (demo/main.tsx). */
const MERCHANT = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const DEMO = LOCAL_TOKENS.find((token) => token.symbol === 'DEMO') as (typeof LOCAL_TOKENS)[number];
const demoBalance = (holder: Hex) =>
  chainA.readContract({ address: DEMO.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });

it('buys 20 USD of ETH through the local checkout: the balance rises on anvil and the modal reports success', async () => {
  await page.goto(DEMO_URL);
  await selectDevWalletAccount(page, BUYER_INDEX);
  const account = await openDevWalletAccount(page, BUYER_NAME);
  await account.getByRole('button', { name: 'Buy' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' });
  await buy.getByRole('button', { name: '20 USD' }).click();
  await expectVisible(buy.getByRole('group', { name: 'Quote' }).getByText('0.006094 ETH'));
  expect(await axeViolations(page)).toEqual([]);

  const before = await chainA.getBalance({ address: BUYER });
  const checkoutOpened = page.context().waitForEvent('page');
  await buy.getByRole('button', { name: 'Continue' }).click();
  const checkout = await checkoutOpened;
  await expectVisible(buy.getByText('Buy in progress'));
  expect(await axeViolations(page)).toEqual([]);

  // The provider's page opened apart from the modal's (noopener): the local checkout, which funds the account on anvil.
  await checkout.waitForLoadState();
  expect(await checkout.evaluate(() => window.opener)).toBeNull();
  await expectVisible(checkout.getByText('0.006094 ETH'));
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expectVisible(checkout.getByRole('heading', { name: 'Payment complete' }));
  await checkout.close();

  await buy.getByText('Purchase complete').waitFor({ state: 'visible', timeout: 15_000 });
  await expectVisible(buy.getByText('0.006094 ETH arrived in your wallet.'));
  expect((await chainA.getBalance({ address: BUYER })) - before).toBe(parseEther('0.006094'));
  expect(await axeViolations(page)).toEqual([]);
}, 60_000);

it('"Pay 5 DEMO": the Pay view, the payment through the wallet, 5 DEMO more for the merchant and the hash on the page', async () => {
  await page.goto(DEMO_URL);
  await selectDevWalletAccount(page, BUYER_INDEX);
  await pickDevWallet(page);
  await approveInDevWallet(page, 'eth_requestAccounts');
  await expectVisible(page.getByRole('button', { name: BUYER_NAME }));
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const before = await demoBalance(MERCHANT);
  await page.getByRole('button', { name: 'Pay 5 DEMO' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay' });
  const payment = pay.getByRole('group', { name: 'Payment' });
  await expectVisible(payment.getByText('5 DEMO'));
  await expectVisible(payment.getByText('$12.50'));
  await expectVisible(payment.getByText(MERCHANT));
  await expectVisible(payment.getByText('Anvil A'));
  expect(await axeViolations(page)).toEqual([]);

  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await approveInDevWallet(page, 'eth_sendTransaction');
  const shown = page.getByRole('status', { name: 'Payment transaction' }).or(page.getByLabel('Payment transaction'));
  await expectVisible(shown);
  const hash = (await shown.first().textContent()) as Hex;
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  expect((await chainA.getTransactionReceipt({ hash })).status).toBe('success');
  expect((await demoBalance(MERCHANT)) - before).toBe(parseUnits('5', 18));
}, 60_000);
