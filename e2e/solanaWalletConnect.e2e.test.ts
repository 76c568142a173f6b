/** @jest-environment node */
import type { Page } from 'playwright-core';
import { verifiesEd25519 } from '../mocks/ed25519.ts';
import { SOLANA_LOCAL_CAIP_NETWORK_ID } from '../mocks/fixtures/localChains.ts';
import { SOLANA_TEST_ADDRESSES } from '../src/devWallet/accounts.ts';
import { truncateAddress } from '../src/utils/address.ts';
import { DEMO_URL, decodeQr, expectVisible, openPhone, openWalletConnectQr, pagePerTest, watchConsoleProblems } from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

// The /wallet page's first account on both sides.
const SOLANA_ACCOUNT = SOLANA_TEST_ADDRESSES[0];
const EVM_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MESSAGE = 'Hello from the demo dapp';

it('pairs on Solana Local with the /wallet page, which approves Solana beside eip155, and the Solana account signs a message that verifies (ed25519)', async () => {
  const consoleProblems = watchConsoleProblems(page);
  await page.goto(DEMO_URL);

  // No wallet yet: Solana Local is picked in the Networks view, so the session pairs as its Solana account.
  await page.getByLabel('View').selectOption('Networks');
  await page.getByRole('button', { name: 'Open view' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('list', { name: 'Solana' })
    .getByRole('button', { name: 'Solana Local' })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const { qr } = await openWalletConnectQr(page);
  // The proposal asks for both namespaces and shares an account in each.
  const { phone, proposal, outside: phoneOutside } = await openPhone(page, await decodeQr(qr));
  await expectVisible(proposal.getByText(SOLANA_LOCAL_CAIP_NETWORK_ID));
  await expectVisible(proposal.getByText(/solana_signMessage/));
  await expectVisible(proposal.getByText('eip155:31337'));
  await expectVisible(proposal.getByText(`${SOLANA_ACCOUNT} on ${SOLANA_LOCAL_CAIP_NETWORK_ID}`, { exact: false }));
  await expectVisible(proposal.getByText(`${EVM_ACCOUNT} on eip155:31337`, { exact: false }));
  await proposal.getByRole('button', { name: 'Approve' }).click();

  // The host button shows the Solana account, with the SOL the chain holds.
  await expectVisible(page.getByRole('button', { name: new RegExp(`^${truncateAddress(SOLANA_ACCOUNT)} [\\d,]+\\.\\d{3} SOL$`) }));
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The host signs with the Solana account: the phone asks with the message as text, and signs with its Solana key.
  await page.getByRole('button', { name: 'Sign message' }).click();
  const request = phone.getByRole('region', { name: 'Request' });
  await expectVisible(request.getByText('solana_signMessage'));
  await expectVisible(request.getByText(MESSAGE));
  await request.getByRole('button', { name: 'Approve' }).click();
  const signature = page.getByRole('status', { name: 'Signature' });
  await expectVisible(signature);
  expect(verifiesEd25519(MESSAGE, (await signature.textContent()) as string, SOLANA_ACCOUNT)).toBe(true);

  await phone.close();
  expect(phoneOutside).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
