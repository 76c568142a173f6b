// `redux-wallet-modal/dev-wallet`: a wallet for development and tests on local chains (anvil, hardhat, the local Solana
// chain) and with test keys of Bitcoin, Polkadot and Cosmos. The WalletConnect wallet beside it (`walletConnectDevWallet.ts`) stays with the demo: it needs
// @walletconnect/sign-client, a dev dependency.
// biome-ignore-all assist/source/organizeImports: the exports stay in their groups (docs/public-api.md follows them).

// Creating the wallet: an EIP-1193 provider announced through EIP-6963, signing with anvil's test accounts; with
// `solana` a Wallet Standard wallet of the same name over the local Solana chain's test keypairs; with `bitcoin` a
// sats-connect provider, with `polkadot` a polkadot-js style extension, with `cosmos` a Keplr-style wallet.
export { createDevWallet, type DevWalletChain, type DevWalletOptions } from './devWallet';
export type { DevWalletRequest } from './devWalletError';
export type { DevWalletSolanaChain } from './solanaDevWallet';
export type { DevWalletBitcoinChain } from './bitcoinDevWallet';
export type { DevWalletPolkadotChain } from './polkadotDevWallet';
export type { DevWalletCosmosChain } from './cosmosDevWallet';

// What it returns: the provider, and the controls a test or a page uses to act as the wallet's user.
export type { DevWallet, DevWalletProvider, DevWalletState } from './devWallet';
export type { SolanaDevWallet } from './solanaDevWallet';
export type { BitcoinDevWallet } from './bitcoinDevWallet';
export type { PolkadotDevWallet } from './polkadotDevWallet';
export type { CosmosDevWallet } from './cosmosDevWallet';

// Errors: what its provider rejects requests with, carrying an EIP-1193 code.
export { DevWalletError } from './devWalletError';
