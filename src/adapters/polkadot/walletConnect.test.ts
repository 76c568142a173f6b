/** @jest-environment node */
// The polkadot namespace of a WalletConnect session, served by the adapter as it serves an extension.
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { POLKADOT_DEV_PHRASE } from '../../devWallet/polkadotDevWallet';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { AccountRecord } from '../../model/account';
import type { DiscoveredConnector } from '../types';
import type { WalletConnectClient } from '../walletConnect/session';
import { WalletRequestError } from '../walletRequestError';
import { createPolkadotAdapter } from './polkadotAdapter';
import { polkadotWalletConnect } from './walletConnect';

const CHAIN = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

let alice: KeyringPair;
let bob: KeyringPair;
beforeAll(async () => {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 0 });
  alice = keyring.addFromUri(`${POLKADOT_DEV_PHRASE}//Alice`);
  bob = keyring.addFromUri(`${POLKADOT_DEV_PHRASE}//Bob`);
});

/** A live session granting `addresses` on Polkadot; `answer` plays the phone wallet; `requests` lists what it was asked. */
function sessionOf({
  addresses,
  methods = ['polkadot_signMessage'],
  answer,
}: {
  addresses: string[];
  methods?: string[];
  answer?: (params: { address: string; message: string }) => Promise<unknown>;
}) {
  let accounts = addresses.map((address) => `${CHAIN}:${address}`);
  const updates = new Set<() => void>();
  const requests: [string, string, unknown][] = [];
  const client = {
    hasSession: () => true,
    peer: () => undefined,
    namespaces: () => ['polkadot'],
    accounts: (namespace: string) => (namespace === 'polkadot' ? accounts : []),
    methods: (namespace: string) => (namespace === 'polkadot' ? methods : []),
    pair: async () => {},
    request: async (chainId: string, method: string, params: unknown) => {
      requests.push([chainId, method, params]);
      return answer?.(params as { address: string; message: string });
    },
    setDefaultChain: () => {},
    disconnect: async () => {},
    on: (event: string, listener: () => void) => event === 'session_update' && updates.add(listener),
    removeListener: (event: string, listener: () => void) => event === 'session_update' && updates.delete(listener),
  } as unknown as WalletConnectClient;
  const connector: DiscoveredConnector = {
    connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'polkadot' },
    getProvider: async () => polkadotWalletConnect.provider(client),
  };
  const update = (next: string[]) => {
    accounts = next.map((address) => `${CHAIN}:${address}`);
    for (const listener of updates) listener();
  };
  return { connector, requests, update };
}

/** The phone wallet signing as extensions do: the message's bytes (sent as 0x-hex) wrapped in <Bytes>…</Bytes>. */
const signs =
  (pair: KeyringPair) =>
  async ({ message }: { message: string }) => ({ signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(message)))) });

describe('polkadot over WalletConnect', () => {
  it('asks the proposal for polkadot_signMessage', async () => {
    const participation = await createPolkadotAdapter().walletConnect?.();
    expect(participation).toMatchObject({ methods: ['polkadot_signMessage'], events: [] });
  });

  it('restores the session’s accounts and signs with polkadot_signMessage on the account’s chain', async () => {
    const adapter = createPolkadotAdapter();
    const { connector, requests } = sessionOf({ addresses: [alice.address], answer: signs(alice) });
    expect(await adapter.syncConnection(connector)).toEqual({ accounts: [{ namespace: 'polkadot', address: alice.address, type: 'eoa' }] });
    const signature = await adapter.signMessage(connector, { address: alice.address, message: 'hello' });
    expect(requests).toEqual([[CHAIN, 'polkadot_signMessage', { address: alice.address, message: '0x68656c6c6f' }]]);
    expect(signatureVerify('hello', signature, alice.address).isValid).toBe(true);
    expect(signatureVerify('hellO', signature, alice.address).isValid).toBe(false);
  });

  it('reads the wallet’s refusal (5000) as the user declining, and a session without the method as unable to sign', async () => {
    const adapter = createPolkadotAdapter();
    const refusing = sessionOf({
      addresses: [alice.address],
      answer: async () => Promise.reject(Object.assign(new Error('User rejected.'), { code: WalletErrorCode.default })),
    });
    await adapter.connect(refusing.connector);
    const declined = await adapter
      .signMessage(refusing.connector, { address: alice.address, message: 'x' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(WalletRequestError);
    expect([(declined as WalletRequestError).message, (declined as WalletRequestError).code]).toEqual([
      ErrorText.signatureDeclined,
      WalletErrorCode.userRejected,
    ]);
    // The next session, after the modal has let the first one go.
    await adapter.disconnect(refusing.connector);
    const noMethod = sessionOf({ addresses: [alice.address], methods: [] });
    await adapter.connect(noMethod.connector);
    const unsupported = await adapter
      .signMessage(noMethod.connector, { address: alice.address, message: 'x' })
      .catch((error: unknown) => error);
    expect((unsupported as WalletRequestError).kind).toBe('unsupportedMethod');
  });

  it('follows the session’s accounts through session_update', async () => {
    const adapter = createPolkadotAdapter();
    const { connector, update } = sessionOf({ addresses: [alice.address] });
    await adapter.connect(connector);
    const changes: AccountRecord[][] = [];
    const stop = await adapter.watchSession(connector, {
      accountsChanged: (accounts) => changes.push(accounts),
      chainChanged: () => {},
      disconnected: () => {},
    });
    update([bob.address]);
    stop();
    update([alice.address]);
    expect(changes.map((accounts) => accounts.map((account) => account.address))).toEqual([[bob.address]]);
  });
});
