import type { ChainNamespace } from '../constants';
import { shippedFamily } from './shippedFamilies';

/**
 * Whether `address` is an address of `namespace` by the rules of the family the package ships for it
 * (docs/behaviour.md#validation): a pure check, the same answer on any page, whatever modals it has made. Always false
 * for a namespace the package ships no family of, whose rules are not known here; a modal checks the addresses of a
 * family a host brings by that family's own rules (`services.families`).
 *
 *     isAddress('0x52908400098527886E0F7030069857D2E4169EE7') // true
 *     isAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'solana') // true
 */
export function isAddress(address: string, namespace: ChainNamespace = 'eip155'): boolean {
  return typeof address === 'string' && (shippedFamily(namespace)?.family.isAddress(address) ?? false);
}
