import type { ChainNamespace } from '../constants';
import { evmFamily } from './evm/family';
import type { ChainFamily, FamilyCapability } from './family';

/** The installed families by namespace: the ones this package ships, and those installed with `installFamily`. */
const installed = new Map<ChainNamespace, ChainFamily>([[evmFamily.namespace, evmFamily]]);

/** The rules of `namespace`'s family; undefined when no family is installed for it, and then nothing is supported there. */
export const familyOf = (namespace: ChainNamespace): ChainFamily | undefined => installed.get(namespace);

/** Makes a family known to every feature: for the store's assembly, with the family each configured adapter carries. */
export function installFamily(family: ChainFamily) {
  installed.set(family.namespace, family);
}

/** The families installed now, in the order they were installed. */
export const installedFamilies = (): ChainFamily[] => [...installed.values()];

/** Whether `namespace`'s family has `capability`; a namespace without an installed family has none. */
export function supportsOn(capability: FamilyCapability, namespace: ChainNamespace): boolean {
  return familyOf(namespace)?.capabilities.includes(capability) ?? false;
}

/**
 * Whether `address` is an address of `namespace` (docs/behaviour.md#validation); always false for a namespace without an
 * installed family, whose rules are not known here.
 */
export function isAddress(address: string, namespace: ChainNamespace = 'eip155'): boolean {
  return typeof address === 'string' && (familyOf(namespace)?.isAddress(address) ?? false);
}
