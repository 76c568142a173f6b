// What the ready sign-ins and the on-ramp take from the solana family (docs/architecture.md#where-things-go). Sign-in's
// parts load on their first call.
import type { FamilyHooks } from '../family';
import { solanaFamily } from './family';

export const solanaHooks: FamilyHooks = {
  family: solanaFamily,
  signIn: {
    messageText: async (data) => (await import('./signIn')).solanaSignInMessage(data),
    verify: async (session) => (await import('./signIn')).verifySolanaSignIn(session),
  },
  // The on-ramp names every Solana network alike.
  onrampNetwork: () => 'solana',
};
