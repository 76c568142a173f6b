import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { Hex } from 'viem';
import type { Eip1193Provider } from '../adapters/evm/eip1193';
import type { DiscoveredConnector } from '../adapters/types';
import type { Network } from '../config/networks';
import { createDevWallet } from '../devWallet/devWallet';
import type { DevWalletRequest } from '../devWallet/devWalletError';
import { type KeyValueStorage, memoryStorage } from '../utils/storage';

export const DEV_WALLET_ID = 'dev.redux-wallet-modal.wallet';

// Each test's wallets stop announcing (and registering) after it, so the next test's page only sees its own.
const announced: (() => void)[] = [];
afterEach(() => {
  for (const stop of announced.splice(0)) stop();
});

type TestWalletOptions = {
  storage?: KeyValueStorage;
  refuse?: (request: DevWalletRequest) => boolean;
  /** The Solana network its Solana side signs for; without it, the wallet has no Solana side. */
  solana?: Network;
};

const rpcUrlOf = (network: Network) => network.rpcUrls.default.http[0] as string;

/**
 * A Dev Wallet on `network` whose user approves everything unless `refuse` says otherwise; `prompts`
 * lists what it was asked, as its prompt would show it.
 */
export function createTestDevWallet(network: Network, { storage = memoryStorage(), refuse = () => false, solana }: TestWalletOptions = {}) {
  const prompts: DevWalletRequest[] = [];
  const wallet = createDevWallet({
    chain: { id: Number(network.id), name: network.name, rpcUrl: rpcUrlOf(network) },
    approve: (request) => {
      prompts.push(request);
      return !refuse(request);
    },
    storage,
    solana: solana && { chain: { id: solana.caipNetworkId, name: solana.name, rpcUrl: rpcUrlOf(solana) } },
  });
  return { wallet, prompts, storage };
}

/**
 * Registers the Dev Wallet's Solana side with the page's apps until the test ends: through the apps' own `register`,
 * which can be undone (the wallet's `registerWallet` cannot), so the next test's page only sees its own wallets.
 */
function registerSolanaSide(dev: ReturnType<typeof createTestDevWallet>) {
  if (dev.wallet.solana) announced.push(getWallets().register(dev.wallet.solana.wallet as Wallet));
  return dev;
}

/** A test Dev Wallet whose Solana side (on `solana`) alone is on the page until the test ends; no window needed. */
export function registerSolanaDevWallet(network: Network, solana: Network, options: TestWalletOptions = {}) {
  return registerSolanaSide(createTestDevWallet(network, { ...options, solana }));
}

/** A test Dev Wallet announced on the page (EIP-6963), and with `solana` its Solana side registered, until the test ends. */
export function announceDevWallet(network: Network, options: TestWalletOptions = {}) {
  const dev = createTestDevWallet(network, options);
  announced.push(dev.wallet.announce());
  return registerSolanaSide(dev);
}

/**
 * A test Dev Wallet on `network`, connected to the site, as an adapter reaches it. `sent` resolves with the hash
 * of the first transaction the wallet hands to the chain, so a test can act while it is pending.
 */
export async function connectedDevWallet(network: Network, options: TestWalletOptions = {}) {
  const dev = createTestDevWallet(network, options);
  await dev.wallet.provider.request({ method: 'eth_requestAccounts' });
  let reportSent: (hash: Hex) => void = () => {};
  const sent = new Promise<Hex>((resolve) => {
    reportSent = resolve;
  });
  const provider: Eip1193Provider = {
    async request(args) {
      const result = await dev.wallet.provider.request(args);
      if (args.method === 'eth_sendTransaction') reportSent(result as Hex);
      return result;
    },
  };
  const connector: DiscoveredConnector = {
    connector: { id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    getProvider: async () => provider,
  };
  const prompts = (method: string) => dev.prompts.filter((prompt) => prompt.method === method);
  return { connector, from: dev.wallet.addresses[0] as Hex, prompts, sent };
}
