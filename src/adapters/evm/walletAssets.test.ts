import { jest } from '@jest/globals';
import { mainnet } from '../../config/networks';
import type { DiscoveredConnector } from '../types';
import type { Eip1193Provider } from './eip1193';
import { createEvmAdapter } from './evmAdapter';
import { CAPABILITIES_WAIT_MS } from './walletAssets';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEMO = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';

/** A wallet answering EIP-5792 capabilities and ERC-7811 assets with what the test gives it. */
function walletAnswering(capabilities: unknown, assets: unknown = {}): Eip1193Provider & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    async request({ method, params }) {
      asked.push({ method, params });
      if (method === 'wallet_getCapabilities') return capabilities;
      if (method === 'wallet_getAssets') return assets;
      throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    },
  };
}

const connectorOf = (wallet: Eip1193Provider): DiscoveredConnector => ({
  connector: { id: 'assets-wallet', name: 'Assets Wallet', type: 'ANNOUNCED', chain: 'eip155' },
  getProvider: async () => wallet,
});

/** The assets as the EVM adapter reads them from `wallet` for the test account on mainnet. */
function readAssets(wallet: Eip1193Provider, adapter = createEvmAdapter()) {
  return adapter.getWalletAssets?.(connectorOf(wallet), ACCOUNT, mainnet);
}

const asset = (overrides: Record<string, unknown> = {}) => ({
  address: DEMO,
  balance: '0x8ac7230489e80000',
  type: 'ERC20',
  metadata: { name: 'Demo Token', symbol: 'DEMO', decimals: 18, price: 2.5, iconUrl: 'https://icons.example/demo.png' },
  ...overrides,
});

it('reads the assets of a wallet that discovers assets on the chain, as Balances', async () => {
  const wallet = walletAnswering(
    { '0x1': { assetDiscovery: { supported: true } } },
    {
      '0x1': [
        asset(),
        { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
      ],
    },
  );
  expect(await readAssets(wallet)).toEqual([
    {
      name: 'Demo Token',
      symbol: 'DEMO',
      chainId: 'eip155:1',
      address: `eip155:1:${DEMO}`,
      value: 25,
      price: 2.5,
      quantity: { decimals: '18', numeric: '10' },
      iconUrl: 'https://icons.example/demo.png',
    },
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      address: undefined,
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    },
  ]);
  expect(wallet.asked).toContainEqual({ method: 'wallet_getAssets', params: [{ account: ACCOUNT, chainFilter: ['0x1'] }] });
});

it('is undefined for wallets without asset discovery on the chain, or without the method', async () => {
  expect(await readAssets(walletAnswering({ '0x1': { assetDiscovery: { supported: false } } }))).toBeUndefined();
  expect(await readAssets(walletAnswering({ '0x89': { assetDiscovery: { supported: true } } }))).toBeUndefined();
  expect(await readAssets(walletAnswering('not capabilities'))).toBeUndefined();
  const unsupported: Eip1193Provider = { request: () => Promise.reject(Object.assign(new Error('Method not found'), { code: -32601 })) };
  expect(await readAssets(unsupported)).toBeUndefined();
});

it('does not wait more than 2 s for a wallet that never tells its capabilities', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const silent: Eip1193Provider = { request: () => new Promise(() => {}) };
    const read = readAssets(silent);
    await jest.advanceTimersByTimeAsync(CAPABILITIES_WAIT_MS);
    expect(await read).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});

it('drops malformed and 0-decimal assets and keeps the rest', async () => {
  const wallet = walletAnswering(
    { '0x1': { assetDiscovery: { supported: true } } },
    {
      '0x1': [
        asset(),
        asset({ type: 'ERC721' }),
        asset({ balance: 'lots' }),
        asset({ address: 'javascript:alert(1)' }),
        asset({ metadata: { name: 'Airdrop', symbol: 'FREE', decimals: 0, price: 0, iconUrl: '' } }),
        asset({ metadata: { name: 'No symbol', decimals: 18 } }),
      ],
    },
  );
  expect((await readAssets(wallet))?.map((balance) => balance.symbol)).toEqual(['DEMO']);
});

it('refuses an answer that is not assets by chain', async () => {
  const wallet = walletAnswering({ '0x1': { assetDiscovery: { supported: true } } }, ['not', 'by', 'chain']);
  await expect(readAssets(wallet)).rejects.toThrow();
});

it('asks the wallet for its capabilities once per account, and again after a disconnect', async () => {
  const wallet = walletAnswering({ '0x1': { assetDiscovery: { supported: true } } }, { '0x1': [asset()] });
  const adapter = createEvmAdapter();
  await readAssets(wallet, adapter);
  await readAssets(wallet, adapter);
  const capabilityRequests = () => wallet.asked.filter((entry) => (entry as { method: string }).method === 'wallet_getCapabilities');
  expect(capabilityRequests()).toHaveLength(1);
  await adapter.disconnect(connectorOf(wallet));
  await readAssets(wallet, adapter);
  expect(capabilityRequests()).toHaveLength(2);
});
