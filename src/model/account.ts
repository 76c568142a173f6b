import type { ChainNamespace } from '../constants';
import { isSafeImageSource } from '../utils/links';

export type AccountStatus = 'connected' | 'reconnecting' | 'connecting' | 'disconnected';
export type AccountType = 'eoa' | 'smartAccount' | 'payment';

/** One account a wallet exposes in a namespace. */
export interface AccountRecord {
  namespace: ChainNamespace;
  address: string;
  type: AccountType;
  publicKey?: string;
  path?: string;
}

/** The user of the embedded (e-mail or social) wallet. */
export interface EmbeddedWalletUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: { address: string; type: AccountType }[];
  userName?: string;
  smartAccountDeployed?: boolean;
  preferredAccountType?: AccountType;
}

/** What the account view shows of the wallet in use. */
export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  identifier?: string;
  social?: string;
}

const WALLET_NAME_MAX = 64;

/**
 * The connected-wallet info from what a wallet or catalogue says of itself, which is untrusted: the name trimmed and
 * capped, the first icon that cannot run script, or none. Undefined without a usable name.
 */
export function connectedWalletInfo({
  name,
  icons = [],
  identifier,
}: {
  name: unknown;
  icons?: unknown;
  identifier?: string;
}): ConnectedWalletInfo | undefined {
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  const trimmed = name.trim();
  const icon = (Array.isArray(icons) ? icons : []).find(
    (candidate): candidate is string => typeof candidate === 'string' && isSafeImageSource(candidate),
  );
  return {
    name: trimmed.length > WALLET_NAME_MAX ? `${trimmed.slice(0, WALLET_NAME_MAX - 1)}…` : trimmed,
    ...(icon && { icon }),
    ...(identifier && { identifier }),
  };
}
