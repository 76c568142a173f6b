import { localChain } from '../../config/networks';
import { ErrorText } from '../../errors';
import type { DiscoveredConnector } from '../types';
import { INJECTED_CONNECTOR_ID } from './discovery';
import type { Eip1193Provider } from './eip1193';
import { createEvmAdapter } from './evmAdapter';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const network = localChain({ id: 31338, name: 'Anvil B', rpcUrl: 'http://127.0.0.1:9/' });

type Answer = unknown | ((params: unknown) => unknown);

/** A wallet that answers each method as scripted (values are returned, Errors thrown). */
function scriptedWallet(script: Record<string, Answer>): Eip1193Provider {
  return {
    request: async ({ method, params }) => {
      if (!(method in script)) throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
      const answer = script[method];
      const value = typeof answer === 'function' ? (answer as (params: unknown) => unknown)(params) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
  };
}

const rpcError = (code: number, message = `error ${code}`) => Object.assign(new Error(message), { code });

function connectorFor(provider: Eip1193Provider, name = 'Scripted Wallet'): DiscoveredConnector {
  return { connector: { id: 'scripted', name, type: 'ANNOUNCED', chain: 'eip155' }, getProvider: async () => provider };
}

const adapter = createEvmAdapter();

describe('EVM adapter: a wallet’s answers are untrusted', () => {
  it.each([
    ['a string instead of accounts', 'nope'],
    ['an account that is not an address', ['0x1234']],
    ['an address with HTML in it', ['<img src=x onerror=alert(1)>']],
    ['a number', [42]],
    ['null', null],
  ])('refuses %s from eth_requestAccounts', async (_case, accounts) => {
    const wallet = scriptedWallet({ eth_requestAccounts: accounts, eth_chainId: '0x1' });
    await expect(adapter.connect(connectorFor(wallet))).rejects.toMatchObject({
      message: 'The wallet answered with malformed accounts.',
      kind: 'malformedAnswer',
      notice: { key: 'error.malformedAccounts' },
    });
  });

  it('refuses an empty account list on connect', async () => {
    const wallet = scriptedWallet({ eth_requestAccounts: [], eth_chainId: '0x1' });
    await expect(adapter.connect(connectorFor(wallet))).rejects.toThrow('The wallet shared no accounts.');
  });

  it.each([['0x'], ['0xZZ'], ['-1'], [0], [`0x${'f'.repeat(40)}`], [{}]])('refuses the chain id %p', async (chainId) => {
    const wallet = scriptedWallet({ eth_requestAccounts: [ADDRESS], eth_chainId: chainId });
    await expect(adapter.connect(connectorFor(wallet))).rejects.toMatchObject({
      message: 'The wallet answered with a malformed chain id.',
      kind: 'malformedAnswer',
      notice: { key: 'error.malformedChainId' },
    });
  });

  it('accepts an address without 0x and gives it its prefix', async () => {
    const wallet = scriptedWallet({ eth_requestAccounts: [ADDRESS.slice(2)], eth_chainId: '0x7a69' });
    expect(await adapter.connect(connectorFor(wallet))).toEqual({
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
      chainId: 31337,
    });
  });

  it('takes a wallet that names no chain to be on the default chain, 1, and refuses a malformed chain id', async () => {
    const silent = scriptedWallet({ eth_requestAccounts: [ADDRESS], eth_chainId: null });
    await expect(adapter.connect(connectorFor(silent))).resolves.toMatchObject({ chainId: 1 });
    const garbled = scriptedWallet({ eth_requestAccounts: [ADDRESS], eth_chainId: 'mainnet' });
    await expect(adapter.connect(connectorFor(garbled))).rejects.toThrow('The wallet answered with a malformed chain id.');
  });

  it('asks a wallet that still shares accounts with the page which to share (wallet_requestPermissions), the usual way without it', async () => {
    const asked: string[] = [];
    const recorded = (answer: unknown) => (params: unknown) => {
      asked.push(JSON.stringify(params ?? null));
      return answer;
    };
    const permitted = scriptedWallet({
      eth_accounts: [ADDRESS],
      wallet_requestPermissions: recorded([{ parentCapability: 'eth_accounts' }]),
      eth_requestAccounts: [ADDRESS],
      eth_chainId: '0x1',
    });
    await expect(adapter.connect(connectorFor(permitted))).resolves.toMatchObject({ chainId: 1 });
    expect(asked).toEqual(['[{"eth_accounts":{}}]']);

    const refusing = scriptedWallet({ eth_accounts: [ADDRESS], wallet_requestPermissions: rpcError(4001, 'User rejected the request.') });
    await expect(adapter.connect(connectorFor(refusing))).rejects.toMatchObject({
      message: 'User rejected the request.',
      code: 4001,
      kind: 'userRejected',
      notice: { key: 'notice.walletAnswered', values: { answer: 'User rejected the request.' } },
    });

    const withoutPermissions = scriptedWallet({ eth_accounts: [ADDRESS], eth_requestAccounts: [ADDRESS], eth_chainId: '0x1' });
    await expect(adapter.connect(connectorFor(withoutPermissions))).resolves.toMatchObject({ chainId: 1 });
  });

  it('syncs without prompting: eth_accounts, and nothing when the wallet shares no account', async () => {
    const wallet = scriptedWallet({ eth_accounts: [], eth_chainId: '0x1', eth_requestAccounts: new Error('must not prompt') });
    expect(await adapter.syncConnection(connectorFor(wallet))).toBeUndefined();
  });
});

describe('EVM adapter: switching chains', () => {
  it("says '{connector} does not support programmatic chain switching.' when the wallet lacks the method", async () => {
    const wallet = scriptedWallet({ wallet_switchEthereumChain: rpcError(-32601, 'Method not found') });
    await expect(adapter.switchNetwork(connectorFor(wallet, 'Old Wallet'), network)).rejects.toMatchObject({
      message: ErrorText.noProgrammaticSwitch('Old Wallet'),
      kind: 'unsupportedMethod',
      notice: { key: 'error.noProgrammaticSwitch', values: { connector: 'Old Wallet' } },
    });
  });

  it('adds the chain on a 4902 nested the MetaMask-mobile way, then retries', async () => {
    let known = false;
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: () =>
        known ? null : Object.assign(new Error('Unrecognized'), { code: -32603, data: { originalError: { code: 4902 } } }),
      wallet_addEthereumChain: () => {
        known = true;
        return null;
      },
    });
    await expect(adapter.switchNetwork(connectorFor(wallet), network)).resolves.toBeUndefined();
    expect(known).toBe(true);
  });

  it('passes the wallet’s reason on, bounded in length, when the add is refused', async () => {
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: rpcError(4902),
      wallet_addEthereumChain: rpcError(4001, 'x'.repeat(5000)),
    });
    const error = await adapter.switchNetwork(connectorFor(wallet), network).catch((caught: Error) => caught);
    expect(error).toMatchObject({ code: 4001 });
    expect((error as Error).message.length).toBeLessThanOrEqual(200);
  });

  it.each([32603, -32603])('adds the chain and retries on %i, the invalid-chain-id code', async (code) => {
    let known = false;
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: () => (known ? null : rpcError(code)),
      wallet_addEthereumChain: () => {
        known = true;
        return null;
      },
    });
    await expect(adapter.switchNetwork(connectorFor(wallet), network)).resolves.toBeUndefined();
    expect(known).toBe(true);
  });

  it('takes 5000, a WalletConnect wallet’s rejection, as a refusal: no chain is added', async () => {
    let added = false;
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: rpcError(5000, 'User rejected.'),
      wallet_addEthereumChain: () => {
        added = true;
        return null;
      },
    });
    await expect(adapter.switchNetwork(connectorFor(wallet), network)).rejects.toMatchObject({ code: 5000, kind: 'userRejected' });
    expect(added).toBe(false);
  });

  it('aborts on a rejected switch without trying to add the chain', async () => {
    let added = false;
    const wallet = scriptedWallet({
      wallet_switchEthereumChain: rpcError(4001, 'User rejected the request.'),
      wallet_addEthereumChain: () => {
        added = true;
        return null;
      },
    });
    await expect(adapter.switchNetwork(connectorFor(wallet), network)).rejects.toMatchObject({ code: 4001, kind: 'userRejected' });
    expect(added).toBe(false);
  });
});

describe('EVM adapter: disconnect', () => {
  it('disconnects wallets that cannot revoke permissions, or that take longer than 100 ms', async () => {
    await expect(adapter.disconnect(connectorFor(scriptedWallet({})))).resolves.toBeUndefined();
    const slow = scriptedWallet({ wallet_revokePermissions: () => new Promise(() => {}) });
    await expect(adapter.disconnect(connectorFor(slow))).resolves.toBeUndefined();
  });

  it('fails when the wallet refuses the revocation', async () => {
    const wallet = scriptedWallet({ wallet_revokePermissions: rpcError(-32000, 'Internal error') });
    await expect(adapter.disconnect(connectorFor(wallet))).rejects.toThrow('Internal error');
  });
});

describe('EVM adapter: session events', () => {
  it('ignores malformed accountsChanged and chainChanged payloads, and reports them', async () => {
    const listeners = new Map<string, (value: unknown) => void>();
    const wallet: Eip1193Provider = {
      request: async () => null,
      on: (event, listener) => listeners.set(event, listener as (value: unknown) => void),
      removeListener: (event) => listeners.delete(event),
    };
    const reports: string[] = [];
    const seen: unknown[] = [];
    const watching = createEvmAdapter({ onInvalidInput: (reason) => reports.push(reason) });
    const stop = await watching.watchSession(connectorFor(wallet), {
      accountsChanged: (accounts) => seen.push(accounts),
      chainChanged: (chainId) => seen.push(chainId),
      disconnected: () => seen.push('disconnected'),
    });
    listeners.get('accountsChanged')?.(['javascript:alert(1)']);
    listeners.get('chainChanged')?.('0xnope');
    listeners.get('chainChanged')?.('0x7a6a');
    listeners.get('disconnect')?.({});
    expect(seen).toEqual([31338, 'disconnected']);
    expect(reports).toHaveLength(2);
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('EVM connector discovery', () => {
  afterEach(() => {
    delete (window as { ethereum?: unknown }).ethereum;
  });

  function discover(externalWallets: Parameters<typeof createEvmAdapter>[0] = {}) {
    const found: DiscoveredConnector[] = [];
    const stop = createEvmAdapter(externalWallets).discoverConnectors((connectors) => found.push(...connectors));
    return { found, stop };
  }

  function announce(detail: unknown) {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  }

  it.each([
    ['no provider', { info: { uuid: 'u', name: 'W', icon: '', rdns: 'com.w' } }],
    ['a provider without request', { info: { uuid: 'u', name: 'W', icon: '', rdns: 'com.w' }, provider: {} }],
    ['no rdns', { info: { uuid: 'u', name: 'W', icon: '' }, provider: scriptedWallet({}) }],
    [
      'an rdns that is not a domain',
      { info: { uuid: 'u', name: 'W', icon: '', rdns: 'javascript:alert(1)' }, provider: scriptedWallet({}) },
    ],
    ['an empty name', { info: { uuid: 'u', name: '  ', icon: '', rdns: 'com.w' }, provider: scriptedWallet({}) }],
    ['a 1000-character name', { info: { uuid: 'u', name: 'W'.repeat(1000), icon: '', rdns: 'com.w' }, provider: scriptedWallet({}) }],
    ['no detail at all', undefined],
  ])('ignores an announcement with %s', (_case, detail) => {
    const { found, stop } = discover();
    announce(detail);
    stop();
    expect(found).toEqual([]);
  });

  it('keeps an announced name as text and drops a script image', () => {
    const { found, stop } = discover();
    announce({ info: { uuid: 'u', name: '<b>Bold</b>', icon: 'javascript:alert(1)', rdns: 'com.bold' }, provider: scriptedWallet({}) });
    stop();
    expect(found.map((entry) => entry.connector)).toEqual([
      {
        id: 'com.bold',
        name: '<b>Bold</b>',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: undefined,
        info: { rdns: 'com.bold' },
        installed: true,
      },
    ]);
  });

  it('offers window.ethereum as the Browser Wallet unless an announcement already covers it', () => {
    const injected = scriptedWallet({});
    (window as { ethereum?: unknown }).ethereum = injected;
    const alone = discover();
    alone.stop();
    expect(alone.found.map((entry) => entry.connector.id)).toEqual([INJECTED_CONNECTOR_ID]);

    const onRequest = () => announce({ info: { uuid: 'u', name: 'Announced', icon: '', rdns: 'com.announced' }, provider: injected });
    window.addEventListener('eip6963:requestProvider', onRequest);
    const covered = discover();
    covered.stop();
    window.removeEventListener('eip6963:requestProvider', onRequest);
    expect(covered.found.map((entry) => entry.connector.id)).toEqual(['com.announced']);
  });

  it('lists external wallets at once and makes their provider once, on first use', async () => {
    let made = 0;
    const { found, stop } = discover({
      externalWallets: [
        {
          id: 'coinbase-style',
          name: 'Coinbase-style Wallet',
          createProvider: () => {
            made += 1;
            return scriptedWallet({});
          },
        },
      ],
    });
    stop();
    expect(found[0]?.connector).toMatchObject({ id: 'coinbase-style', type: 'EXTERNAL', installed: true });
    expect(made).toBe(0);
    const [first, second] = await Promise.all([found[0]?.getProvider(), found[0]?.getProvider()]);
    expect(first).toBe(second);
    expect(made).toBe(1);
  });
});
