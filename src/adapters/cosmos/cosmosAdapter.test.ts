import { toBech32 } from '@cosmjs/encoding';
import { jest } from '@jest/globals';
import type { Network } from '../../config/networks';
import { createCosmosDevWallet } from '../../devWallet/cosmosDevWallet';
import { DevWalletError } from '../../devWallet/devWalletError';
import type { AccountRecord } from '../../model/account';
import type { DiscoveredConnector, SessionEvents } from '../types';
import { WalletRequestError } from '../walletRequestError';
import { verifyAdr036 } from './adr036';
import { createCosmosAdapter } from './cosmosAdapter';
import { PROMPT_ANSWER_MS, SILENT_ANSWER_MS } from './cosmosWallet';
import type { KeplrStyleWallet } from './discovery';

const network = (id: string, name: string): Network => ({
  id,
  name,
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  chainNamespace: 'cosmos',
  caipNetworkId: `cosmos:${id}`,
  testnet: true,
});
const LOCAL = network('localnet-1', 'Cosmos Local');
const OSMOSIS = network('osmosis-1', 'Osmosis');

/** A Keplr-style wallet over the Dev Wallet's keys on `chainId`, whose user answers as `answer` says. */
function wallet({ chainId = 'localnet-1', answer = (_method: string): boolean => true } = {}) {
  let permitted = false;
  let accountIndex = 0;
  const side = createCosmosDevWallet(
    { id: chainId, name: 'Cosmos Local' },
    {
      approve: async ({ method }) => {
        if (!answer(method)) throw new DevWalletError(4001, 'Request rejected');
      },
      accountIndex: () => accountIndex,
      permitted: () => permitted,
      permit: (value) => {
        permitted = value;
      },
    },
  );
  return {
    ...side.cosmos,
    select(index: number) {
      accountIndex = index;
      side.changed();
    },
    forgetSite() {
      permitted = false;
      side.changed();
    },
  };
}

function connectorOf(keplr: KeplrStyleWallet, keystoreEvent = 'keplr_keystorechange'): DiscoveredConnector {
  return {
    connector: { id: 'cosmos:keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos', installed: true },
    getProvider: async () => ({ wallet: keplr, keystoreEvent }),
  };
}

function recorder() {
  const accounts: string[][] = [];
  let disconnects = 0;
  const events: SessionEvents = {
    accountsChanged: (records: AccountRecord[]) => accounts.push(records.map((record) => record.address)),
    chainChanged: () => {},
    disconnected: () => {
      disconnects += 1;
    },
  };
  return { events, accounts, disconnects: () => disconnects };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The adapter's connect with the network the modal is on (see cosmosWallet.ts). */
type Connect = (
  connector: DiscoveredConnector,
  progress: undefined,
  network: Network,
) => ReturnType<ReturnType<typeof createCosmosAdapter>['connect']>;
type Sync = (connector: DiscoveredConnector, network: Network) => ReturnType<ReturnType<typeof createCosmosAdapter>['syncConnection']>;

function adapter(onInvalidInput = (_reason: string) => {}) {
  const made = createCosmosAdapter({ onInvalidInput });
  return { ...made, connectOn: made.connect as Connect, syncOn: made.syncConnection as Sync };
}

describe('the Cosmos adapter with a Keplr-style wallet', () => {
  it('connects the selected account on the network, as an eoa with its public key', async () => {
    const dev = wallet();
    const session = await adapter().connectOn(connectorOf(dev.keplr), undefined, LOCAL);
    expect(session.accounts).toEqual([
      { namespace: 'cosmos', address: dev.addresses[0], type: 'eoa', publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) },
    ]);
    expect(session.chainId).toBeUndefined();
  });

  it('refuses to connect without the network its requests name', async () => {
    const dev = wallet();
    await expect(adapter().connect(connectorOf(dev.keplr))).rejects.toMatchObject({ kind: 'invalidRequest' });
  });

  it('says the user declined when the wallet rejects with Keplr’s words and no code', async () => {
    const dev = wallet({ answer: () => false });
    await expect(adapter().connectOn(connectorOf(dev.keplr), undefined, LOCAL)).rejects.toMatchObject({
      name: 'WalletRequestError',
      kind: 'userRejected',
      code: 4001,
    });
  });

  it('restores a connection the wallet still trusts without a prompt; one it prompts for and is refused is none', async () => {
    const prompts: string[] = [];
    let approving = false;
    const dev = wallet({ answer: (method) => prompts.push(method) > 0 && approving });
    const cosmos = adapter();
    expect(await cosmos.syncOn(connectorOf(dev.keplr), LOCAL)).toBeUndefined();
    expect(prompts).toEqual(['enable']);
    approving = true;
    await cosmos.connectOn(connectorOf(dev.keplr), undefined, LOCAL);
    expect((await cosmos.syncOn(connectorOf(dev.keplr), LOCAL))?.accounts.map((account) => account.address)).toEqual([dev.addresses[0]]);
    expect(prompts).toEqual(['enable', 'enable']);
  });

  it('hears of an account change and of the site removed in the wallet, until it stops watching', async () => {
    const dev = wallet();
    const cosmos = adapter();
    const connector = connectorOf(dev.keplr);
    await cosmos.connectOn(connector, undefined, LOCAL);
    const { events, accounts, disconnects } = recorder();
    const stop = await cosmos.watchSession(connector, events);
    dev.select(2);
    await settle();
    expect(accounts).toEqual([[dev.addresses[2]]]);
    dev.forgetSite();
    await settle();
    expect(disconnects()).toBe(1);
    stop();
    dev.select(3);
    await settle();
    expect(accounts).toHaveLength(1);
  });

  it('keeps the account and says so when a keystore change is followed by a malformed key', async () => {
    const reasons: string[] = [];
    const dev = wallet();
    let malformed = false;
    const keplr: KeplrStyleWallet = {
      ...dev.keplr,
      getKey: (chainId) => (malformed ? Promise.resolve({ algo: 'secp256k1' }) : dev.keplr.getKey(chainId)),
    };
    const cosmos = adapter((reason) => reasons.push(reason));
    await cosmos.connectOn(connectorOf(keplr), undefined, LOCAL);
    const { events, accounts, disconnects } = recorder();
    await cosmos.watchSession(connectorOf(keplr), events);
    malformed = true;
    window.dispatchEvent(new Event('keplr_keystorechange'));
    await settle();
    expect(accounts).toEqual([]);
    expect(disconnects()).toBe(0);
    expect(reasons).toEqual(['A keplr_keystorechange event was followed by a malformed key; the account stays as it was']);
  });

  it('disconnects with the wallet’s disable: a later restore finds no connection', async () => {
    let restoring = false;
    const dev = wallet({ answer: (method) => method !== 'enable' || !restoring });
    const cosmos = adapter();
    await cosmos.connectOn(connectorOf(dev.keplr), undefined, LOCAL);
    await cosmos.disconnect(connectorOf(dev.keplr));
    restoring = true;
    expect(await cosmos.syncOn(connectorOf(dev.keplr), LOCAL)).toBeUndefined();
  });

  it('switching to a chain of another prefix moves the connection to the account there', async () => {
    const dev = wallet();
    const both: KeplrStyleWallet = {
      ...dev.keplr,
      enable: async () => {},
      getKey: async (chainId) => {
        const key = (await dev.keplr.getKey('localnet-1')) as { address: Uint8Array };
        return chainId === 'osmosis-1' ? { ...key, bech32Address: toBech32('osmo', key.address) } : key;
      },
    };
    await dev.keplr.enable('localnet-1');
    const cosmos = adapter();
    await cosmos.connectOn(connectorOf(both), undefined, LOCAL);
    const { events, accounts } = recorder();
    await cosmos.watchSession(connectorOf(both), events);
    await cosmos.switchNetwork(connectorOf(both), OSMOSIS);
    expect(accounts).toEqual([[expect.stringMatching(/^osmo1/)]]);
  });

  it('refuses a key of another chain’s prefix, or whose address is not its bytes', async () => {
    const dev = wallet();
    await dev.keplr.enable('localnet-1');
    const cosmos = adapter();
    const key = (await dev.keplr.getKey('localnet-1')) as { address: Uint8Array };
    const foreign: KeplrStyleWallet = { ...dev.keplr, getKey: async () => ({ ...key, bech32Address: toBech32('osmo', key.address) }) };
    await expect(cosmos.connectOn(connectorOf(foreign), undefined, LOCAL)).rejects.toMatchObject({ kind: 'malformedAnswer' });
    const mismatched: KeplrStyleWallet = { ...dev.keplr, getKey: async () => ({ ...key, address: new Uint8Array(20) }) };
    await expect(cosmos.connectOn(connectorOf(mismatched), undefined, LOCAL)).rejects.toMatchObject({ kind: 'malformedAnswer' });
    const ethermint: KeplrStyleWallet = { ...dev.keplr, getKey: async () => ({ ...key, algo: 'ethsecp256k1' }) };
    await expect(cosmos.connectOn(connectorOf(ethermint), undefined, LOCAL)).rejects.toMatchObject({ kind: 'malformedAnswer' });
  });

  it('turns a wallet that throws, even before answering, into a WalletRequestError with its bounded words', async () => {
    const throwing: KeplrStyleWallet = {
      enable: () => {
        throw new Error('x'.repeat(500));
      },
      getKey: async () => ({}),
      signArbitrary: async () => ({}),
    };
    const error = await adapter()
      .connectOn(connectorOf(throwing), undefined, LOCAL)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletRequestError);
    expect((error as Error).message).toHaveLength(200);
  });

  it('gives up on a wallet that never answers: a prompt after its bound, a restore after a short one', async () => {
    jest.useFakeTimers();
    try {
      const never = () => new Promise<never>(() => {});
      const silent: KeplrStyleWallet = { enable: never, getKey: never, signArbitrary: never };
      const cosmos = adapter();
      const connecting = cosmos.connectOn(connectorOf(silent), undefined, LOCAL);
      const outcome = expect(connecting).rejects.toMatchObject({ kind: 'timedOut', message: 'The wallet did not answer in time.' });
      await jest.advanceTimersByTimeAsync(PROMPT_ANSWER_MS);
      await outcome;
      const restoring = cosmos.syncOn(connectorOf(silent), LOCAL);
      await jest.advanceTimersByTimeAsync(SILENT_ANSWER_MS);
      await expect(restoring).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('signing a message with a Keplr-style wallet', () => {
  async function connected(keplr?: (dev: ReturnType<typeof wallet>) => KeplrStyleWallet, answer?: (method: string) => boolean) {
    const dev = wallet(answer ? { answer } : {});
    const cosmos = adapter();
    const connector = connectorOf(keplr ? keplr(dev) : dev.keplr);
    await cosmos.connectOn(connector, undefined, LOCAL);
    return { dev, cosmos, connector, address: dev.addresses[0] as string };
  }

  it('answers the ADR-036 StdSignature as JSON, which verifies for the message and not a tampered one', async () => {
    const { cosmos, connector, address } = await connected();
    const json = await cosmos.signMessage(connector, { address, message: 'Sign in to the demo' });
    const signature = JSON.parse(json);
    expect(Object.keys(signature)).toEqual(['pub_key', 'signature']);
    expect(signature.pub_key.type).toBe('tendermint/PubKeySecp256k1');
    expect(await verifyAdr036(address, 'Sign in to the demo', signature)).toBe(true);
    expect(await verifyAdr036(address, 'Sign in to the demo.', signature)).toBe(false);
  });

  it('says the signature was declined when the user says no', async () => {
    const { cosmos, connector, address } = await connected(undefined, (method) => method !== 'signArbitrary');
    await expect(cosmos.signMessage(connector, { address, message: 'hi' })).rejects.toMatchObject({
      kind: 'userRejected',
      message: 'Signature declined',
    });
  });

  it('refuses a signature that is not the account’s signature of the message', async () => {
    const { cosmos, connector, address } = await connected((dev) => ({
      ...dev.keplr,
      signArbitrary: (chainId, signer) => dev.keplr.signArbitrary(chainId, signer, 'another message'),
    }));
    await expect(cosmos.signMessage(connector, { address, message: 'hi' })).rejects.toMatchObject({ kind: 'malformedAnswer' });
  });

  it.each([
    ['a hex string', '0xdeadbeef'],
    ['a signature without a public key', { signature: btoa('x'.repeat(64)) }],
    ['a short signature', { pub_key: { type: 'tendermint/PubKeySecp256k1', value: btoa('x'.repeat(33)) }, signature: btoa('x') }],
  ])('refuses %s as the signature', async (_, answer) => {
    const { cosmos, connector, address } = await connected((dev) => ({ ...dev.keplr, signArbitrary: async () => answer }));
    await expect(cosmos.signMessage(connector, { address, message: 'hi' })).rejects.toMatchObject({ kind: 'malformedAnswer' });
  });

  it('signs nothing for a connection it has not made (it would not know the chain)', async () => {
    const dev = wallet();
    await expect(
      adapter().signMessage(connectorOf(dev.keplr), { address: dev.addresses[0] as string, message: 'hi' }),
    ).rejects.toMatchObject({
      kind: 'invalidRequest',
    });
  });
});
