import { localChain, mainnet } from 'redux-wallet-modal';

/** The local development chain (anvil or hardhat) the Dev Wallet signs on. */
export const localChainConfig = { id: 31337, name: 'Anvil', rpcUrl: process.env.NEXT_PUBLIC_CHAIN_URL ?? 'http://127.0.0.1:8545' };

/** The app's networks: data, which the server-component page imports as well as the client's store. */
export const networks = [localChain(localChainConfig), mainnet] as const;
