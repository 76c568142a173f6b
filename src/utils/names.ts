import { COIN_TYPE_CHAIN_ID_LIMIT } from '../constants';
import { ErrorText } from '../errors';
import { LEGACY_NAME_SUFFIX, NAME_SUFFIX } from './nameSuffixes';

/** The label of a name without its `.reown.id` (or legacy `.wcn.id`) suffix. */
export function nameLabel(name: string): string {
  for (const suffix of [NAME_SUFFIX, LEGACY_NAME_SUFFIX]) {
    if (name.endsWith(suffix)) return name.slice(0, -suffix.length);
  }
  return name;
}

/** At least 4 characters of letters, digits and hyphens (docs/behaviour.md#names); a known suffix is allowed. */
export function isValidName(name: string): boolean {
  return typeof name === 'string' && /^[a-zA-Z0-9-]{4,}$/.test(nameLabel(name));
}

export function withNameSuffix(name: string): string {
  return `${nameLabel(name)}${NAME_SUFFIX}`;
}

/** ENSIP-11 coin type of an EVM chain; chain ids from 2^31 up have none. */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_CHAIN_ID_LIMIT) {
    throw new Error(ErrorText.invalidChainId);
  }
  return (0x80000000 | chainId) >>> 0;
}
