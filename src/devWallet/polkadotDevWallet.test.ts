/** @jest-environment node */
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types';
import { Keyring } from '@polkadot/keyring';
import { stringToU8a, u8aToHex } from '@polkadot/util';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { connectorIdOf } from '../adapters/polkadot/discovery';
import { createPolkadotAdapter } from '../adapters/polkadot/polkadotAdapter';
import { polkadotSignInMessage, verifyPolkadotSignIn } from '../adapters/polkadot/signIn';
import type { DiscoveredConnector } from '../adapters/types';
import type { SIWXMessageData } from '../config/siwx';
import { WalletErrorCode } from '../errors';
import { DevWalletError, type DevWalletRequest } from './devWalletError';
import {
  createPolkadotDevWallet,
  POLKADOT_DEV_PHRASE,
  POLKADOT_DEV_WALLET_ID,
  POLKADOT_TEST_ADDRESSES,
  POLKADOT_TEST_DERIVATIONS,
} from './polkadotDevWallet';

/** "Polkadot Local", the tests' network: SHA-256("redux-wallet-modal Polkadot Local")'s first 32 hex, no real chain's genesis. */
const CHAIN = { id: 'polkadot:2f5b862eaec1ebd8e28b633f9762e724', name: 'Polkadot Local' } as const;

beforeAll(() => cryptoWaitReady());

/** The Polkadot side with a host whose user answers as `refuse` says; `prompts` lists what the user was asked. */
function devWallet({ refuse = (_request: DevWalletRequest): boolean => false, permitted = false } = {}) {
  const prompts: DevWalletRequest[] = [];
  const state = { permitted, accountIndex: 0 };
  const side = createPolkadotDevWallet(CHAIN, {
    approve: async (request) => {
      prompts.push(request);
      if (refuse(request)) throw new DevWalletError(WalletErrorCode.userRejected, 'User rejected the request.');
    },
    accountIndex: () => state.accountIndex,
    permitted: () => state.permitted,
    permit: (next) => {
      state.permitted = next;
    },
  });
  const select = (index: number) => {
    state.accountIndex = index;
    side.changed();
  };
  return { ...side, prompts, state, select };
}

const enable = async (wallet: ReturnType<typeof devWallet>) => (await wallet.polkadot.extension.enable('Test App')) as Injected;
const hexOf = (text: string) => u8aToHex(stringToU8a(text));

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DevWalletError);
  return (error as DevWalletError).code;
}

describe('Dev Wallet, Polkadot side', () => {
  it('holds the sr25519 accounts of Substrate’s development phrase, one per derivation', () => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
    expect(POLKADOT_TEST_DERIVATIONS.map((derivation) => keyring.addFromUri(`${POLKADOT_DEV_PHRASE}${derivation}`).address)).toEqual(
      POLKADOT_TEST_ADDRESSES,
    );
    expect(devWallet().polkadot.addresses).toEqual(POLKADOT_TEST_ADDRESSES);
  });

  it('puts itself on the page as window.injectedWeb3["dev-wallet"], which the adapter finds as "Dev Wallet"', async () => {
    const wallet = devWallet();
    const remove = wallet.polkadot.inject();
    const page = globalThis as { injectedWeb3?: Record<string, unknown> };
    expect(page.injectedWeb3?.[POLKADOT_DEV_WALLET_ID]).toBe(wallet.polkadot.extension);
    const found: DiscoveredConnector[] = [];
    const stop = createPolkadotAdapter().discoverConnectors((connectors) => found.push(...connectors));
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(found.map(({ connector }) => [connector.id, connector.name])).toEqual([[connectorIdOf('dev-wallet'), 'Dev Wallet']]);
    remove();
    expect(page.injectedWeb3?.[POLKADOT_DEV_WALLET_ID]).toBeUndefined();
  });

  it('asks the user on the first enable only, rejecting with 4001 when declined, and shares the selected account once allowed', async () => {
    const declining = devWallet({ refuse: () => true });
    expect(await codeOf(enable(declining))).toBe(WalletErrorCode.userRejected);
    expect(declining.state.permitted).toBe(false);

    const wallet = devWallet();
    const injected = await enable(wallet);
    expect(wallet.prompts.map((prompt) => prompt.summary)).toEqual(['Connect account 5Grw…utQY on Polkadot Local']);
    expect(await injected.accounts.get()).toEqual([
      { address: POLKADOT_TEST_ADDRESSES[0], genesisHash: null, name: 'Dev Wallet //Alice', type: 'sr25519' },
    ]);
    await enable(wallet);
    expect(wallet.prompts).toHaveLength(1);
  });

  it('tells subscribers the accounts at once and on each change, until unsubscribed', async () => {
    const wallet = devWallet({ permitted: true });
    const injected = await enable(wallet);
    const heard: string[][] = [];
    const unsubscribe = injected.accounts.subscribe((accounts: InjectedAccount[]) => {
      heard.push(accounts.map((account) => account.address));
    });
    wallet.select(1);
    wallet.state.permitted = false;
    wallet.changed();
    unsubscribe();
    wallet.select(2);
    expect(heard).toEqual([[POLKADOT_TEST_ADDRESSES[0]], [POLKADOT_TEST_ADDRESSES[1]], []]);
  });

  it('signs bytes with signRaw after the user approves: the selected account’s sr25519 signature of the wrapped bytes', async () => {
    const wallet = devWallet({ permitted: true });
    const { signer } = await enable(wallet);
    const signRaw = signer.signRaw as NonNullable<typeof signer.signRaw>;
    const { signature } = await signRaw({ address: POLKADOT_TEST_ADDRESSES[0], data: hexOf('hello'), type: 'bytes' });
    expect(wallet.prompts.map((prompt) => prompt.summary)).toEqual(['Sign a message as 5Grw…utQY']);
    expect(signatureVerify('hello', signature, POLKADOT_TEST_ADDRESSES[0]).isValid).toBe(true);
    expect(signatureVerify('hellO', signature, POLKADOT_TEST_ADDRESSES[0]).isValid).toBe(false);
    // Any spelling of the selected account is the selected account: here Alice written for Polkadot (prefix 0).
    await expect(
      signRaw({ address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', data: '0x00', type: 'bytes' }),
    ).resolves.toMatchObject({
      id: 2,
    });
  });

  it('refuses to sign when declined, for another account, for a site not connected, or a transaction payload', async () => {
    const declining = devWallet({ permitted: true, refuse: (request) => request.method === 'signRaw' });
    const signRaw = (await enable(declining)).signer.signRaw as NonNullable<Injected['signer']['signRaw']>;
    expect(await codeOf(signRaw({ address: POLKADOT_TEST_ADDRESSES[0], data: '0x00', type: 'bytes' }))).toBe(WalletErrorCode.userRejected);
    expect(await codeOf(signRaw({ address: POLKADOT_TEST_ADDRESSES[1], data: '0x00', type: 'bytes' }))).toBe(WalletErrorCode.unauthorized);
    expect(await codeOf(signRaw({ address: 'nonsense', data: '0x00', type: 'bytes' }))).toBe(WalletErrorCode.unauthorized);
    expect(await codeOf(signRaw({ address: POLKADOT_TEST_ADDRESSES[0], data: '0x00', type: 'payload' }))).toBe(
      WalletErrorCode.invalidParams,
    );
    expect(await codeOf(signRaw({ address: POLKADOT_TEST_ADDRESSES[0], data: 'hello', type: 'bytes' }))).toBe(
      WalletErrorCode.invalidParams,
    );
    declining.state.permitted = false;
    expect(await codeOf(signRaw({ address: POLKADOT_TEST_ADDRESSES[0], data: '0x00', type: 'bytes' }))).toBe(WalletErrorCode.unauthorized);
  });

  it('signs a sign-in through the adapter that verifies, and a tampered one that does not', async () => {
    const wallet = devWallet();
    const adapter = createPolkadotAdapter({ appName: 'Test App' });
    const extension = {
      id: POLKADOT_DEV_WALLET_ID,
      enable: (origin: string) => wallet.polkadot.extension.enable(origin),
    };
    const connector: DiscoveredConnector = {
      connector: { id: connectorIdOf(POLKADOT_DEV_WALLET_ID), name: 'Dev Wallet', type: 'INJECTED', chain: 'polkadot', installed: true },
      getProvider: async () => extension,
    };
    const { accounts } = await adapter.connect(connector);
    const address = accounts[0]?.address as string;
    const data: SIWXMessageData = {
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abc12345',
      accountAddress: address,
      chainId: CHAIN.id,
      issuedAt: new Date().toISOString(),
    };
    const message = polkadotSignInMessage(data);
    const signature = await adapter.signMessage(connector, { address, message });
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect(await verifyPolkadotSignIn({ data, message, signature })).toBe(true);
    expect(await verifyPolkadotSignIn({ data, message: message.replace('https://app.example', 'https://evil.example'), signature })).toBe(
      false,
    );
  });
});
