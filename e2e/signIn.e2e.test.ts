/** @jest-environment node */
import type { Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
} from '../mocks/fixtures/localChains.ts';
import { SOLANA_TEST_ADDRESSES } from '../src/devWallet/accounts.ts';
import {
  approveInDevWallet,
  axeViolations,
  DEMO_URL,
  decodeQr,
  devWalletAccountsOf,
  expectVisible,
  openPhone,
  openWalletConnectQr,
  pagePerTest,
  pickDevWallet,
  watchConsoleProblems,
} from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = currentPage();
  consoleProblems = watchConsoleProblems(page);
});
afterEach(() => expect(consoleProblems).toEqual([]));

// The demo with the server-backed sign-in, required: the local API verifies and keeps the session in its cookie.
const SIGN_IN_URL = `${DEMO_URL}?signIn=required`;
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8887}`;
const EVM_ACCOUNT = TEST_ACCOUNTS[0];
const SOLANA_ACCOUNT = SOLANA_TEST_ADDRESSES[0];
/** What a restored EVM connection reads from its wallet, sign-in or not: its accounts, its chain, its capabilities (for balances). */
const RESTORE_READS = ['eth_accounts', 'eth_chainId', 'wallet_getCapabilities'];
/** The demo page's host and port, the domain its sign-in messages name. */
const PAGE_HOST = new URL(DEMO_URL).host;

/** The demo's own line about the sign-in, as the host reads it with useSession(). */
const signInStatus = () => page.getByRole('status', { name: 'Sign-in' });

interface ServerSession {
  address: string;
  chainId: string;
  domain: string;
  message: string;
  signature: string;
}

/** What the local API's sign-in server holds for this page's cookie (asked from the page, so the browser sends it). */
function serverSession(chainId: string, address: string): Promise<ServerSession | null> {
  return page.evaluate(
    async (url) => {
      const response = await fetch(url, { credentials: 'include' });
      return response.json();
    },
    `${API_URL}/auth/session?${new URLSearchParams({ chainId, address })}`,
  );
}

/** The sign-in view as required sign-in shows it: its close button disabled, Escape does not close it. Resolves with the view. */
async function expectRequiredSignInView() {
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expectVisible(signIn.getByRole('button', { name: 'Sign', exact: true }));
  expect(await signIn.getByRole('button', { name: 'Close', exact: true }).isDisabled()).toBe(true);
  // A key press is a discrete event: had Escape closed the modal, the page would show it by the time the press returns.
  await page.keyboard.press('Escape');
  expect(await page.getByTestId('current-view').textContent()).toBe('SIWXSignMessage');
  return signIn;
}

interface Watched {
  dialogsShown: string[];
  walletRequests: string[];
}
/** What the page showed and asked the Dev Wallet since it loaded (see `watchPage`). */
const watched = () => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

/**
 * From the page's next load on, before its first script: the dialogs it shows (the modal's, the Dev Wallet's prompt),
 * by name, and the methods it asks of the Dev Wallet's EIP-1193 provider. The modal's first view is rendered hidden once
 * the page is idle (the instant modal): that one is not shown.
 */
function watchPage() {
  return page.addInitScript(() => {
    const watched: Watched = { dialogsShown: [], walletRequests: [] };
    (window as unknown as { watched: Watched }).watched = watched;
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
        const labelledBy = dialog.getAttribute('aria-labelledby');
        const name = `${dialog.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent)}`;
        if (dialog.checkVisibility() && !watched.dialogsShown.includes(name)) watched.dialogsShown.push(name);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
    // This listener is the page's first, so the provider is wrapped before the modal sees it.
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail;
      if (info.name !== 'Dev Wallet' || provider.watched) return;
      const request = provider.request;
      provider.watched = true;
      provider.request = (args: { method: string }) => {
        watched.walletRequests.push(args.method);
        return request(args);
      };
    });
  });
}

it('signs the Dev Wallet in through the local API, with close disabled until it has, and a reload keeps it without asking anything', async () => {
  await page.goto(SIGN_IN_URL);
  await expectVisible(signInStatus().getByText('Not signed in'));
  await pickDevWallet(page);
  await approveInDevWallet(page, 'eth_requestAccounts');

  const signIn = await expectRequiredSignInView();
  expect(await axeViolations(page)).toEqual([]);
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  await approveInDevWallet(page, 'personal_sign');
  await expectVisible(signInStatus().getByText(`Signed in as ${EVM_ACCOUNT}`));
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The server holds the sign-in under this browser's cookie: the page's domain, signed by the account.
  const session = await serverSession('eip155:31337', EVM_ACCOUNT);
  expect(session).toMatchObject({ address: EVM_ACCOUNT, chainId: 'eip155:31337', domain: PAGE_HOST });
  const { message, signature } = session as ServerSession;
  expect(message.startsWith(`${PAGE_HOST} wants you to sign in with your Ethereum account:\n${EVM_ACCOUNT}\n`)).toBe(true);
  expect(await verifyMessage({ address: EVM_ACCOUNT, message, signature: signature as `0x${string}` })).toBe(true);

  // A reload: the restored connection's session is found on the server; no message is made, nothing is shown or asked.
  const signInRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/auth/')) signInRequests.push(`${request.method()} ${pathname}`);
  });
  await watchPage();
  await page.reload();
  await expectVisible(signInStatus().getByText(`Signed in as ${EVM_ACCOUNT}`));
  await expectVisible(page.getByRole('button', { name: /alice\.reown\.id/ }));
  const { dialogsShown, walletRequests } = await watched();
  expect(dialogsShown).toEqual([]);
  expect(walletRequests.filter((method) => !RESTORE_READS.includes(method))).toEqual([]);
  expect(signInRequests).toEqual(['GET /auth/session']);
});

it('signs in a WalletConnect session: the /wallet page signs the sign-in message', async () => {
  await page.goto(SIGN_IN_URL);
  const { qr } = await openWalletConnectQr(page);
  const { phone, proposal, outside: phoneOutside } = await openPhone(page, await decodeQr(qr));
  await proposal.getByRole('button', { name: 'Approve' }).click();

  const signIn = await expectRequiredSignInView();
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  const request = phone.getByRole('region', { name: 'Request' });
  await expectVisible(request.getByText('personal_sign'));
  await expectVisible(request.getByText(`${PAGE_HOST} wants you to sign in with your Ethereum account:`, { exact: false }));
  await request.getByRole('button', { name: 'Approve' }).click();

  await expectVisible(signInStatus().getByText(`Signed in as ${EVM_ACCOUNT}`));
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await serverSession('eip155:31337', EVM_ACCOUNT)).toMatchObject({ address: EVM_ACCOUNT, chainId: 'eip155:31337' });
  await phone.close();
  expect(phoneOutside).toEqual([]);
});

it('signs in on Solana Local with the Dev Wallet’s Solana side', async () => {
  await page.goto(SIGN_IN_URL);
  // No wallet yet: Solana Local is picked in the Networks view, so the Dev Wallet connects its Solana side.
  await page.getByLabel('View').selectOption('Networks');
  await page.getByRole('button', { name: 'Open view' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('list', { name: 'Solana' })
    .getByRole('button', { name: 'Solana Local' })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await pickDevWallet(page);
  await approveInDevWallet(page, 'standard:connect');

  const signIn = await expectRequiredSignInView();
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  await approveInDevWallet(page, 'solana:signMessage');
  await expectVisible(signInStatus().getByText(`Signed in as ${SOLANA_ACCOUNT}`));
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The server keeps the sign-in once it verified the Solana account's ed25519 signature of the Solana form of the message.
  const session = await serverSession(SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_ACCOUNT);
  expect(session).toMatchObject({ address: SOLANA_ACCOUNT, chainId: SOLANA_LOCAL_CAIP_NETWORK_ID, domain: PAGE_HOST });
  expect(session?.message.startsWith(`${PAGE_HOST} wants you to sign in with your Solana account:\n${SOLANA_ACCOUNT}\n`)).toBe(true);

  // A reload finds it again, for the Solana account: nothing shown, nothing asked.
  await watchPage();
  await page.reload();
  await expectVisible(signInStatus().getByText(`Signed in as ${SOLANA_ACCOUNT}`));
  expect((await watched()).dialogsShown).toEqual([]);
});

const SIDES = devWalletAccountsOf(0);

it.each([
  ['Bitcoin', 'Bitcoin Regtest', BITCOIN_REGTEST_CAIP_NETWORK_ID, SIDES.bitcoin, 'wallet_connect', 'signMessage'],
  ['Polkadot', 'Polkadot Local', POLKADOT_LOCAL_CAIP_NETWORK_ID, SIDES.polkadot, 'enable', 'signRaw'],
  ['Cosmos', 'Cosmos Local', COSMOS_LOCAL_CAIP_NETWORK_ID, SIDES.cosmos, 'enable', 'signArbitrary'],
] as const)(
  'signs in on %s with the Dev Wallet’s side, verified by the local API',
  async (family, networkName, caipNetworkId, account, connectMethod, signMethod) => {
    await page.goto(SIGN_IN_URL);
    await page.getByLabel('View').selectOption('Networks');
    await page.getByRole('button', { name: 'Open view' }).click();
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: networkName }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await pickDevWallet(page);
    await approveInDevWallet(page, connectMethod);

    const signIn = await expectRequiredSignInView();
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
    await approveInDevWallet(page, signMethod);
    await expectVisible(signInStatus().getByText(`Signed in as ${account}`));
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The server keeps the sign-in once it verified the family's signature of the family's form of the message.
    const session = await serverSession(caipNetworkId, account);
    expect(session).toMatchObject({ address: account, chainId: caipNetworkId, domain: PAGE_HOST });
    expect(session?.message.startsWith(`${PAGE_HOST} wants you to sign in with your ${family} account:\n${account}\n`)).toBe(true);
  },
);

it('with ?signIn=optional signs in with the default sign-in, kept in the page: close stays enabled, and a reload keeps the session', async () => {
  await page.goto(`${DEMO_URL}?signIn=optional`);
  await pickDevWallet(page);
  await approveInDevWallet(page, 'eth_requestAccounts');
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expectVisible(signIn.getByRole('button', { name: 'Sign', exact: true }));
  expect(await signIn.getByRole('button', { name: 'Close', exact: true }).isEnabled()).toBe(true);
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  await approveInDevWallet(page, 'personal_sign');
  await expectVisible(signInStatus().getByText(`Signed in as ${EVM_ACCOUNT}`));

  await watchPage();
  await page.reload();
  await expectVisible(signInStatus().getByText(`Signed in as ${EVM_ACCOUNT}`));
  expect((await watched()).dialogsShown).toEqual([]);
});
