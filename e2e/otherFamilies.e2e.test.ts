/** @jest-environment node */
import { signatureVerify } from '@polkadot/util-crypto';
import type { Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { verifiesEd25519 } from '../mocks/ed25519.ts';
import { TEST_ACCOUNTS } from '../mocks/fixtures/accounts.ts';
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
} from '../mocks/fixtures/localChains.ts';
import { verifyMessageSignature } from '../src/adapters/bitcoin/messageSignature.ts';
import { readStdSignature, verifyAdr036 } from '../src/adapters/cosmos/adr036.ts';
import { SOLANA_TEST_ADDRESSES } from '../src/devWallet/accounts.ts';
import { truncateAddress } from '../src/utils/address.ts';
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
  selectDevWalletAccount,
  watchConsoleProblems,
} from './harness.ts';

const currentPage = pagePerTest();
let page: Page;
beforeEach(() => {
  page = currentPage();
});

// The demo's message (demo/main.tsx) and the Dev Wallet's second account, as the Solana file uses it.
const MESSAGE = 'Hello from the demo dapp';
const ACCOUNT_INDEX = 1;
const { bitcoin: BITCOIN_ACCOUNT, polkadot: POLKADOT_ACCOUNT, cosmos: COSMOS_ACCOUNT } = devWalletAccountsOf(ACCOUNT_INDEX);
const SOLANA_ACCOUNT = SOLANA_TEST_ADDRESSES[ACCOUNT_INDEX] as string;
/** The /wallet page's accounts: the Dev Wallet's first, in each family. */
const PHONE = {
  evm: TEST_ACCOUNTS[0] as `0x${string}`,
  solana: SOLANA_TEST_ADDRESSES[0] as string,
  ...devWalletAccountsOf(0),
};

/** From the Account view's network button, picks `network` in the Networks view. */
async function switchNetwork(from: string, network: string) {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: `${from} Network` })
    .click();
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: network }).click();
}

/**
 * On a network of a family the connected wallet does not serve yet: the Account view offers to connect one, the one Dev
 * Wallet entry connects that family's side once its prompt (`method`) is approved, and the host button shows `address`.
 */
async function connectFamily(family: string, method: string, address: string) {
  const account = page.getByRole('dialog', { name: 'Account' });
  await account.getByRole('button', { name: `Connect a ${family} wallet` }).click();
  const wallets = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('group', { name: 'Wallets' });
  await expectVisible(wallets.getByRole('button', { name: /Dev Wallet/ }));
  expect(await wallets.getByRole('button', { name: /Dev Wallet/ }).count()).toBe(1);
  await wallets.getByRole('button', { name: /Dev Wallet/ }).click();
  await approveInDevWallet(page, method);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const button = page.getByRole('button', { name: truncateAddress(address) });
  await expectVisible(button);
  return button;
}

/** The demo's Sign message with the active account, approved in the Dev Wallet's prompt (`method`): the signature shown. */
async function signedMessage(method: string) {
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveInDevWallet(page, method);
  const output = page.getByLabel('Signature');
  const refusal = page.getByRole('main').getByRole('alert');
  await output.or(refusal).waitFor({ state: 'visible' });
  // A refusal fails here with its words.
  expect((await refusal.count()) ? await refusal.textContent() : undefined).toBeUndefined();
  return (await output.textContent()) ?? '';
}

it('connects the Dev Wallet on Bitcoin Regtest, Polkadot Local and Cosmos Local, signs in each family, and moves between all five without a prompt, across a reload', async () => {
  const consoleProblems = watchConsoleProblems(page);
  await page.goto(DEMO_URL);
  await selectDevWalletAccount(page, ACCOUNT_INDEX);

  // The Networks view groups the five families.
  await page.getByLabel('View').selectOption('Networks');
  await page.getByRole('button', { name: 'Open view' }).click();
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await expectVisible(networks.getByRole('button', { name: 'Bitcoin Regtest' }));
  const groups = await networks.getByRole('list').evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label')));
  expect(groups).toEqual(['EVM networks', 'Solana', 'Bitcoin', 'Polkadot', 'Cosmos']);
  expect(await axeViolations(page)).toEqual([]);
  await networks.getByRole('button', { name: 'Anvil A' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // The EVM side first, then each other family from the Account view.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Dev Wallet/ })
    .click();
  await approveInDevWallet(page, 'eth_requestAccounts');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^bob\.reown\.id/ }).click();

  await switchNetwork('Anvil A', 'Solana Local');
  await (await connectFamily('Solana', 'standard:connect', SOLANA_ACCOUNT)).click();

  await switchNetwork('Solana Local', 'Polkadot Local');
  const polkadotButton = await connectFamily('Polkadot', 'enable', POLKADOT_ACCOUNT);
  // signRaw's signature in 0x-hex, over the message wrapped in <Bytes> as extensions sign it.
  const polkadotSignature = await signedMessage('signRaw');
  expect(polkadotSignature).toMatch(/^0x[0-9a-f]+$/);
  expect(signatureVerify(MESSAGE, polkadotSignature, POLKADOT_ACCOUNT).isValid).toBe(true);
  await polkadotButton.click();

  await switchNetwork('Polkadot Local', 'Cosmos Local');
  const cosmosButton = await connectFamily('Cosmos', 'enable', COSMOS_ACCOUNT);
  expect(COSMOS_ACCOUNT).toMatch(/^cosmos1/);
  // ADR-036's StdSignature as JSON: the signer's public key and the signature.
  const cosmosSignature = readStdSignature(JSON.parse(await signedMessage('signArbitrary')));
  expect(cosmosSignature).toBeDefined();
  expect(await verifyAdr036(COSMOS_ACCOUNT, MESSAGE, cosmosSignature as NonNullable<typeof cosmosSignature>)).toBe(true);
  await cosmosButton.click();

  await switchNetwork('Cosmos Local', 'Bitcoin Regtest');
  const bitcoinButton = await connectFamily('Bitcoin', 'wallet_connect', BITCOIN_ACCOUNT);
  expect(BITCOIN_ACCOUNT).toMatch(/^bcrt1q/);
  // A BIP-322 signature in base64, of the payment address.
  const bitcoinSignature = await signedMessage('signMessage');
  expect(await verifyMessageSignature(BITCOIN_ACCOUNT, MESSAGE, bitcoinSignature)).toBe(true);
  await bitcoinButton.click();

  // Every family's account is one switch away, without asking the wallet again.
  const wallets = page.getByRole('dialog', { name: 'Account' }).getByRole('group', { name: 'Your wallets' });
  await expectVisible(wallets.getByRole('button', { name: `Dev Wallet · ${truncateAddress(BITCOIN_ACCOUNT)} Current` }));
  for (const [from, to, address] of [
    ['Bitcoin Regtest', 'Anvil A', TEST_ACCOUNTS[ACCOUNT_INDEX] as string],
    ['Anvil A', 'Solana Local', SOLANA_ACCOUNT],
    ['Solana Local', 'Polkadot Local', POLKADOT_ACCOUNT],
    ['Polkadot Local', 'Cosmos Local', COSMOS_ACCOUNT],
    ['Cosmos Local', 'Bitcoin Regtest', BITCOIN_ACCOUNT],
  ] as const) {
    await switchNetwork(from, to);
    await expectVisible(wallets.getByRole('button', { name: `Dev Wallet · ${truncateAddress(address)} Current` }));
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.getByRole('alertdialog', { name: 'Dev Wallet request' }).count()).toBe(0);

  // A reload restores the active family's account, and the others, without a prompt.
  await page.reload();
  await expectVisible(page.getByRole('button', { name: truncateAddress(BITCOIN_ACCOUNT) }));
  await page.getByRole('button', { name: truncateAddress(BITCOIN_ACCOUNT) }).click();
  await switchNetwork('Bitcoin Regtest', 'Cosmos Local');
  await expectVisible(wallets.getByRole('button', { name: `Dev Wallet · ${truncateAddress(COSMOS_ACCOUNT)} Current` }));
  expect(await page.getByRole('alertdialog', { name: 'Dev Wallet request' }).count()).toBe(0);
  expect(consoleProblems).toEqual([]);
});

it("pairs with the /wallet page in one WalletConnect session for all five families, and each family's account signs a message that verifies", async () => {
  const consoleProblems = watchConsoleProblems(page);
  await page.goto(DEMO_URL);
  // Bitcoin Regtest first, so the session pairs as its Bitcoin account; the other four join it.
  await page.getByLabel('View').selectOption('Networks');
  await page.getByRole('button', { name: 'Open view' }).click();
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Bitcoin Regtest' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const { qr } = await openWalletConnectQr(page);
  const { phone, proposal, outside } = await openPhone(page, await decodeQr(qr));
  for (const network of [
    'eip155:31337',
    SOLANA_LOCAL_CAIP_NETWORK_ID,
    BITCOIN_REGTEST_CAIP_NETWORK_ID,
    POLKADOT_LOCAL_CAIP_NETWORK_ID,
    COSMOS_LOCAL_CAIP_NETWORK_ID,
  ]) {
    await expectVisible(proposal.getByText(network, { exact: false }));
  }
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(page.getByRole('button', { name: truncateAddress(PHONE.bitcoin) }));
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  /** The host's Sign message, approved on the phone as `method`: the signature the page shows. */
  async function signedOnPhone(method: string) {
    await page.getByRole('button', { name: 'Sign message' }).click();
    const request = phone.getByRole('region', { name: 'Request' });
    await expectVisible(request.getByText(method));
    await request.getByRole('button', { name: 'Approve' }).click();
    const output = page.getByLabel('Signature');
    await output.waitFor({ state: 'visible' });
    return (await output.textContent()) ?? '';
  }
  /** Moves the host to `network` from the account button showing `address`; the session's account there shows at once. */
  async function moveTo(address: string, from: string, network: string, next: string) {
    await page
      .getByRole('button', { name: truncateAddress(address) })
      .first()
      .click();
    await switchNetwork(from, network);
    const wallets = page.getByRole('dialog', { name: 'Account' }).getByRole('group', { name: 'Your wallets' });
    await expectVisible(wallets.getByRole('button', { name: `${truncateAddress(next)} Current` }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  expect(await verifyMessageSignature(PHONE.bitcoin, MESSAGE, await signedOnPhone('signMessage'))).toBe(true);
  await moveTo(PHONE.bitcoin, 'Bitcoin Regtest', 'Polkadot Local', PHONE.polkadot);
  expect(signatureVerify(MESSAGE, await signedOnPhone('polkadot_signMessage'), PHONE.polkadot).isValid).toBe(true);
  await moveTo(PHONE.polkadot, 'Polkadot Local', 'Cosmos Local', PHONE.cosmos);
  const cosmosSignature = readStdSignature(JSON.parse(await signedOnPhone('cosmos_signAmino')));
  expect(await verifyAdr036(PHONE.cosmos, MESSAGE, cosmosSignature as NonNullable<typeof cosmosSignature>)).toBe(true);
  await moveTo(PHONE.cosmos, 'Cosmos Local', 'Solana Local', PHONE.solana);
  expect(verifiesEd25519(MESSAGE, await signedOnPhone('solana_signMessage'), PHONE.solana)).toBe(true);
  await moveTo(PHONE.solana, 'Solana Local', 'Anvil A', PHONE.evm);
  const evmSignature = (await signedOnPhone('personal_sign')) as `0x${string}`;
  expect(await verifyMessage({ address: PHONE.evm, message: MESSAGE, signature: evmSignature })).toBe(true);

  await phone.close();
  expect(outside).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
