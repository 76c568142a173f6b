import type { ChainNamespace } from '../constants';
import { familyOf } from './families';

// A module of its own: the first load holds families.ts, and only code loaded on demand checks an address.

/**
 * Whether `address` is an address of `namespace` (docs/behaviour.md#validation); always false for a namespace without an
 * installed family, whose rules are not known here.
 */
export function isAddress(address: string, namespace: ChainNamespace = 'eip155'): boolean {
  return typeof address === 'string' && (familyOf(namespace)?.isAddress(address) ?? false);
}
