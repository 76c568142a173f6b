import { createDevWallet } from 'redux-wallet-modal/dev-wallet';
import { localChainConfig } from './networks';

/**
 * Development only: the Dev Wallet, announced to the page through EIP-6963 like a browser extension, signing with
 * anvil's public test accounts on the local chain. It asks before it connects, switches, signs or sends. A page for a
 * real chain leaves this module out and its visitors bring their own wallets. Returns what stops the announcing.
 */
export function announceDevWallet() {
  const wallet = createDevWallet({
    chain: localChainConfig,
    storage: localStorage,
    approve: (request) => window.confirm(`Dev Wallet: ${request.summary}`),
  });
  return wallet.announce();
}
