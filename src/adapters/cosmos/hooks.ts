// What the ready sign-ins take from the cosmos family (docs/architecture.md#where-things-go). Sign-in's parts load on
// their first call; the on-ramp serves no Cosmos network.
import type { FamilyHooks } from '../family';
import { cosmosFamily } from './family';

export const cosmosHooks: FamilyHooks = {
  family: cosmosFamily,
  signIn: {
    messageText: async (data) => (await import('./signIn')).cosmosSignInMessage(data),
    verify: async (session) => (await import('./signIn')).verifyCosmosSignIn(session),
  },
};
