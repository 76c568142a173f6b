// `redux-wallet-modal/dev-wallet`: a wallet for development and tests on local chains (anvil, hardhat).
export { ANVIL_PRIVATE_KEYS } from './accounts';
export {
  createDevWallet,
  type DevWallet,
  type DevWalletChain,
  DevWalletError,
  type DevWalletOptions,
  type DevWalletProvider,
  type DevWalletRequest,
  type DevWalletState,
} from './devWallet';
