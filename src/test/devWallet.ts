import type { Network } from '../config/networks';
import { createDevWallet, type DevWalletRequest } from '../devWallet/devWallet';
import { type KeyValueStorage, memoryStorage } from '../utils/storage';

export const DEV_WALLET_ID = 'dev.redux-wallet-modal.wallet';

// Each test's wallets stop announcing after it, so the next test's page only sees its own.
const announced: (() => void)[] = [];
afterEach(() => {
  for (const stop of announced.splice(0)) stop();
});

type TestWalletOptions = { storage?: KeyValueStorage; refuse?: (request: DevWalletRequest) => boolean };

/**
 * A Dev Wallet on `network` whose user approves everything unless `refuse` says otherwise; `prompts`
 * lists what it was asked, as its prompt would show it.
 */
export function createTestDevWallet(network: Network, { storage = memoryStorage(), refuse = () => false }: TestWalletOptions = {}) {
  const prompts: DevWalletRequest[] = [];
  const wallet = createDevWallet({
    chain: { id: Number(network.id), name: network.name, rpcUrl: network.rpcUrls.default.http[0] as string },
    approve: (request) => {
      prompts.push(request);
      return !refuse(request);
    },
    storage,
  });
  return { wallet, prompts, storage };
}

/** A test Dev Wallet announced on the page (EIP-6963) until the test ends. */
export function announceDevWallet(network: Network, options: TestWalletOptions = {}) {
  const dev = createTestDevWallet(network, options);
  announced.push(dev.wallet.announce());
  return dev;
}
