/** @jest-environment node */
import type { Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { DEMO_URL, decodeQr, expectVisible, openPhone, openWalletConnectQr, pagePerTest } from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The demo, with the clipboard allowed, on the modal's WalletConnect view. */
async function openWalletConnect() {
  await page.goto(DEMO_URL);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(DEMO_URL).origin });
  return openWalletConnectQr(page);
}

it('pairs the modal’s QR code with the wallet page, connects, and signs a message the wallet approves', async () => {
  const { dialog, qr } = await openWalletConnect();
  const uri = await decodeQr(qr);
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri);

  const { phone, proposal, outside } = await openPhone(page, uri);
  await expectVisible(proposal.getByText('eip155:31337'));
  await expectVisible(proposal.getByText(/personal_sign/));
  await proposal.getByRole('button', { name: 'Approve' }).click();

  const accountButton = page.getByRole('button', { name: /alice\.reown\.id/ });
  await expectVisible(accountButton.getByText('10,000.000 ETH'));

  await page.getByRole('button', { name: 'Sign message' }).click();
  const request = phone.getByRole('region', { name: 'Request' });
  await expectVisible(request.getByText('Hello from the demo dapp'));
  await request.getByRole('button', { name: 'Approve' }).click();
  const signature = page.getByRole('status', { name: 'Signature' });
  await expectVisible(signature);
  const signed = (await signature.textContent()) as `0x${string}`;
  expect(await verifyMessage({ address: ACCOUNT, message: 'Hello from the demo dapp', signature: signed })).toBe(true);

  // The wallet refusing a request reaches the dapp as the wallet's error.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expectVisible(request.getByRole('button', { name: 'Reject' }));
  await request.getByRole('button', { name: 'Reject' }).click();
  await expectVisible(page.getByRole('alert').filter({ hasText: 'User rejected the request.' }));
  await phone.close();
  expect(outside).toEqual([]);
});

it('shows the phone wallet by its own name and icon, and only the networks its session approved can be picked', async () => {
  const { qr } = await openWalletConnect();
  const { phone, proposal } = await openPhone(page, await decodeQr(qr));
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: /alice\.reown\.id/ }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  const walletLine = account.getByText('Connected with Dev Wallet');
  await expectVisible(walletLine);
  expect(await walletLine.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

  await account.getByRole('button', { name: /Network/ }).click();
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await expectVisible(
    networks.getByText('Dev Wallet approved only some of these networks for this connection; the others cannot be picked.'),
  );
  const list = networks.getByRole('list', { name: 'EVM networks' });
  expect(await list.getByRole('button', { name: /Ethereum/ }).isDisabled()).toBe(true);
  expect(await list.getByRole('button', { name: /Anvil A/ }).isDisabled()).toBe(false);
  expect(await list.getByRole('button', { name: /Anvil B/ }).isDisabled()).toBe(false);
  await phone.close();
});

it('shows the wallet’s refusal, and Try again pairs with a fresh URI', async () => {
  const { dialog, qr } = await openWalletConnect();
  const firstUri = await decodeQr(qr);
  const first = await openPhone(page, firstUri);
  await first.proposal.getByRole('button', { name: 'Reject' }).click();
  await expectVisible(dialog.getByText('Connection declined'));
  await first.phone.close();

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expectVisible(dialog.getByRole('img', { name: 'WalletConnect QR code' }));
  const secondUri = await decodeQr(dialog.getByRole('img', { name: 'WalletConnect QR code' }));
  expect(secondUri).not.toBe(firstUri);
  const second = await openPhone(page, secondUri);
  await second.proposal.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(page.getByRole('button', { name: /alice\.reown\.id/ }));
  await second.phone.close();
  expect([...first.outside, ...second.outside]).toEqual([]);
});

it('replaces the QR code with a fresh URI when the pairing is about to expire', async () => {
  await page.clock.install();
  const { dialog, qr } = await openWalletConnect();
  const firstUri = await decodeQr(qr);
  const drawn = await qr.locator('path').getAttribute('d');
  // A pairing URI lives about 4 minutes, and 10 s or less left counts as expired (docs/behaviour.md#walletconnect).
  await page.clock.fastForward('03:51');
  await page.waitForFunction(
    (before) => {
      const path = document.querySelector('svg[aria-label="WalletConnect QR code"] path');
      return path !== null && path.getAttribute('d') !== before;
    },
    drawn,
    { polling: 100 },
  );
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  const freshUri = await page.evaluate(() => navigator.clipboard.readText());
  expect(freshUri).toMatch(/^wc:/);
  expect(freshUri).not.toBe(firstUri);
  expect(await decodeQr(dialog.getByRole('img', { name: 'WalletConnect QR code' }))).toBe(freshUri);
});

it('the host button says Connect Wallet again as soon as the modal is closed during a WalletConnect attempt', async () => {
  const { dialog } = await openWalletConnect();
  await expectVisible(page.getByRole('button', { name: 'Connecting…' }));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expectVisible(page.getByRole('button', { name: 'Connect Wallet' }));
});
