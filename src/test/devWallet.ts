import type { Network } from '../config/networks';
import { createDevWallet, type DevWalletRequest } from '../devWallet/devWallet';
import { type KeyValueStorage, memoryStorage } from '../store/storage';

export const DEV_WALLET_ID = 'dev.redux-wallet-modal.wallet';

// Each test's wallets stop announcing after it, so the next test's page only sees its own.
const announced: (() => void)[] = [];
afterEach(() => {
  for (const stop of announced.splice(0)) stop();
});

/**
 * A Dev Wallet announced on the page for one test, on `network`. Its user approves everything unless
 * `refuse` says otherwise; `prompts` lists what it was asked, as its prompt would show it.
 */
export function announceDevWallet(
  network: Network,
  { storage = memoryStorage(), refuse = () => false }: { storage?: KeyValueStorage; refuse?: (request: DevWalletRequest) => boolean } = {},
) {
  const prompts: DevWalletRequest[] = [];
  const wallet = createDevWallet({
    chain: { id: Number(network.id), name: network.name, rpcUrl: network.rpcUrls.default.http[0] as string },
    approve: (request) => {
      prompts.push(request);
      return !refuse(request);
    },
    storage,
  });
  announced.push(wallet.announce());
  return { wallet, prompts, storage };
}
