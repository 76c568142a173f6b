// What the ready sign-ins and the on-ramp take from the eip155 family (docs/architecture.md#where-things-go). Sign-in's
// parts load on their first call: the message's text with viem's ERC-4361, its check with a client of the chain.
import type { FamilyHooks } from '../family';
import { evmFamily } from './family';

/** The card on-ramp's networks by EVM chain id (docs/behaviour.md#onramp). */
const CARD_ONRAMP_CHAINS: Readonly<Record<string, string>> = {
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
};

/** Any EVM network the card on-ramp does not serve buys on this one. */
const FALLBACK_ONRAMP_NETWORK = 'ethereum';

export const evmHooks: FamilyHooks = {
  family: evmFamily,
  signIn: {
    messageText: async (data) => (await import('./signInMessage')).evmSignInMessage(data),
    verify: async (session, networks) => (await import('./verifySignIn')).verifyEvmSignIn(session, networks),
  },
  onrampNetwork: (network) => CARD_ONRAMP_CHAINS[String(network.id)] ?? FALLBACK_ONRAMP_NETWORK,
};
