import type { ChainNamespace } from '../constants';
import { evmFamily } from './evm/family';
import type { ChainFamily } from './family';

/**
 * The rules of the chain families the page knows, by namespace: EVM's from the start, and each family a modal is made
 * with. Rules only, the same for every modal: which families a modal serves is its own (`selectSupports`).
 */
const installed = new Map<ChainNamespace, ChainFamily>([[evmFamily.namespace, evmFamily]]);

/** The rules of `namespace`'s family; undefined when no family is installed for it. */
export const familyOf = (namespace: ChainNamespace): ChainFamily | undefined => installed.get(namespace);

/** Makes a family's rules known: for the store's assembly, with the family each configured adapter carries. */
export function installFamily(family: ChainFamily) {
  installed.set(family.namespace, family);
}
