// What the ready sign-ins take from the bitcoin family (docs/architecture.md#where-things-go). Sign-in's parts load on
// their first call; the on-ramp serves no bip122 network here (docs/behaviour.md#other-families).
import type { FamilyHooks } from '../family';
import { bitcoinFamily } from './family';

export const bitcoinHooks: FamilyHooks = {
  family: bitcoinFamily,
  signIn: {
    messageText: async (data) => (await import('./signIn')).bitcoinSignInMessage(data),
    verify: async (session) => (await import('./signIn')).verifyBitcoinSignIn(session),
  },
};
