// The chain families the package ships: one line a family, the only place outside its folder that names it. What
// works without a modal (the public address check, the ready sign-ins) and the on-ramp read a family's rules here.
// A module of its own, imported only by code loaded on demand (and a host's own), so none of it is in the first load.
import { bitcoinHooks } from './bitcoin/hooks';
import { cosmosHooks } from './cosmos/hooks';
import { evmHooks } from './evm/hooks';
import type { FamilyHooks } from './family';
import { polkadotHooks } from './polkadot/hooks';
import { solanaHooks } from './solana/hooks';

const SHIPPED_FAMILIES: readonly FamilyHooks[] = [evmHooks, solanaHooks, bitcoinHooks, polkadotHooks, cosmosHooks];

/** The shipped family of `namespace`, with what features take from it; undefined for a namespace the package ships none of. */
export const shippedFamily = (namespace: string): FamilyHooks | undefined =>
  SHIPPED_FAMILIES.find((hooks) => hooks.family.namespace === namespace);

/** The namespaces of the shipped families, in the list's order. */
export const shippedNamespaces = (): string[] => SHIPPED_FAMILIES.map((hooks) => hooks.family.namespace);
