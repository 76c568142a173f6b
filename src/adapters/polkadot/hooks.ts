// What the ready sign-ins take from the polkadot family (docs/architecture.md#where-things-go). Sign-in's parts, with
// @polkadot/util-crypto, load on their first call; the on-ramp does not serve Polkadot (docs/behaviour.md#other-families).
import type { FamilyHooks } from '../family';
import { polkadotFamily } from './family';

export const polkadotHooks: FamilyHooks = {
  family: polkadotFamily,
  signIn: {
    messageText: async (data) => (await import('./signIn')).polkadotSignInMessage(data),
    verify: async (session) => (await import('./signIn')).verifyPolkadotSignIn(session),
  },
};
