import { CHAIN_NAMESPACES, type ChainNamespace } from '../constants';

export type CaipNetworkId = `${ChainNamespace}:${string}`;
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export interface ParsedCaipAddress {
  namespace: ChainNamespace;
  chainId: string;
  address: string;
  caipNetworkId: CaipNetworkId;
}

function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** CAIP-10: exactly 3 non-empty colon-separated parts with a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return parts.length === 3 && parts.every((part) => part.length > 0) && isChainNamespace(parts[0]);
}

/** CAIP-2: exactly 2 non-empty parts. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return parts.length === 2 && parts.every((part) => part.length > 0);
}

export function parseCaipAddress(value: string): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new Error(`Invalid CAIP-10 address: ${value}`);
  const [namespace, chainId, address] = value.split(':') as [ChainNamespace, string, string];
  return { namespace, chainId, address, caipNetworkId: `${namespace}:${chainId}` };
}
