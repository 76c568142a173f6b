/** @jest-environment node */
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS } from '../mocks/fixtures/localChains.ts';
import {
  approveInDevWallet,
  axeViolations,
  DEMO_URL,
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

// The trader is the second test account, so the other suites' first account keeps its round 10000 ETH.
const TRADER = TEST_ACCOUNTS[1];
const [DEMO, DUSDT] = LOCAL_TOKENS as [(typeof LOCAL_TOKENS)[number], (typeof LOCAL_TOKENS)[number]];
const chainA = createPublicClient({ transport: http(`http://127.0.0.1:${process.env.E2E_ANVIL_PORT_A ?? 18545}`) });
const balanceOf = (token: `0x${string}`) =>
  chainA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [TRADER] });

async function connectTrader() {
  await page.goto(DEMO_URL);
  await selectDevWalletAccount(page, 1);
  return openDevWalletAccount(page, /bob\.reown\.id|0x70\.\.\.dc79C8/);
}

/** The minimum the quote shown promises, in the token's units (the summary shows 3 decimals, cut). */
async function minimumShown(swap: ReturnType<Page['getByRole']>, decimals: number): Promise<bigint> {
  const quote = swap.getByRole('group', { name: 'Quote' });
  const minimum = quote.locator('dt', { hasText: 'Minimum received' }).locator('xpath=following-sibling::dd[1]/span[1]');
  await expectVisible(minimum);
  const text = (await minimum.textContent()) ?? '';
  return parseUnits(text.replace(/[^\d.]/g, ''), decimals);
}

it('swaps 0.5 ETH to DEMO, then DEMO to DUSDT with the approve step; Activity shows the swaps', async () => {
  const [demoBefore, dusdtBefore] = await Promise.all([balanceOf(DEMO.address), balanceOf(DUSDT.address)]);
  const account = await connectTrader();

  // ETH → DEMO: the native currency is paid until another token is picked; picking a token closes the list.
  await account.getByRole('button', { name: 'Swap' }).click();
  let swap = page.getByRole('dialog', { name: 'Swap' });
  await swap.getByRole('group', { name: 'You receive' }).getByRole('button', { name: 'Choose a token' }).click();
  await swap.getByRole('radio', { name: /^DEMO/ }).click();
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5');
  const demoMinimum = await minimumShown(swap, DEMO.decimals);
  expect(await axeViolations(page)).toEqual([]);
  await swap.getByRole('button', { name: 'Review swap' }).click();
  await expectVisible(swap.getByText('Network fee'));
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await approveInDevWallet(page, 'eth_sendTransaction');
  await expectVisible(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }));
  const demoAfter = await balanceOf(DEMO.address);
  expect(demoAfter - demoBefore).toBeGreaterThanOrEqual(demoMinimum);

  // DEMO → DUSDT: the exchange may not take DEMO yet, so the approve step comes first.
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click();
  swap = page.getByRole('dialog', { name: 'Swap' });
  await swap.getByRole('button', { name: 'Change the token: ETH' }).click();
  await swap.getByRole('radio', { name: /^DEMO/ }).click();
  await swap.getByRole('group', { name: 'You receive' }).getByRole('button', { name: 'Choose a token' }).click();
  await swap.getByRole('radio', { name: /^DUSDT/ }).click();
  await swap.getByRole('textbox', { name: 'You pay' }).fill('100');
  await swap.getByRole('button', { name: 'Approve DEMO' }).click();
  await approveInDevWallet(page, 'eth_sendTransaction');
  const dusdtMinimum = await minimumShown(swap, DUSDT.decimals);
  await swap.getByRole('button', { name: 'Review swap' }).click();
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await approveInDevWallet(page, 'eth_sendTransaction');
  const back = page.getByRole('dialog', { name: 'Account' });
  await expectVisible(back.getByRole('button', { name: 'Swap' }));
  expect((await balanceOf(DUSDT.address)) - dusdtBefore).toBeGreaterThanOrEqual(dusdtMinimum);
  expect(await balanceOf(DEMO.address)).toBe(demoAfter - parseUnits('100', DEMO.decimals));

  // Each swap is one entry with both legs.
  await back.getByRole('tab', { name: 'Activity' }).click();
  const entries = back.getByRole('region', { name: 'Activity' }).getByRole('listitem');
  await expectVisible(entries.first().getByText('Swapped'));
  await expectVisible(entries.first().getByText('-100 DEMO'));
  await expectVisible(entries.nth(1).getByText('Swapped'));
  await expectVisible(entries.nth(1).getByText('-0.5 ETH'));
});
