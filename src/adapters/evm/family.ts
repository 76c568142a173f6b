import type { ChainFamily } from '../family';

/** 40 hex characters, `0x` optional (docs/behaviour.md#validation). */
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

/** The eip155 family: every capability, names under SLIP-44 coin type 60. */
export const evmFamily: ChainFamily = {
  namespace: 'eip155',
  isAddress: (text) => EVM_ADDRESS.test(text),
  // An EVM address is accepted without its `0x`; wallets and transactions need it.
  normalAddress: (address) => (address.startsWith('0x') ? address : `0x${address}`),
  defaultAccountType: 'smartAccount',
  capabilities: ['balance', 'send', 'names', 'activity', 'onramp'],
  nameCoinType: 60,
};
