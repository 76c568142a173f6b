import { DISPLAY } from '../constants';

/** `0x1234...abcdef`: the first 4 and last 6 characters. Short values are returned as they are. */
export function truncateAddress(address: string): string {
  const { addressStart, addressEnd } = DISPLAY;
  if (address.length <= addressStart + addressEnd + 3) return address;
  return `${address.slice(0, addressStart)}...${address.slice(-addressEnd)}`;
}
