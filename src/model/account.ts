import type { ChainNamespace } from '../constants';

export type AccountStatus = 'connected' | 'reconnecting' | 'connecting' | 'disconnected';
export type AccountType = 'eoa' | 'smartAccount' | 'payment';

/** The Account record of SPEC §3. */
export interface AccountRecord {
  namespace: ChainNamespace;
  address: string;
  type: AccountType;
  publicKey?: string;
  path?: string;
}

/** The Embedded-wallet user of SPEC §3. */
export interface EmbeddedWalletUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: { address: string; type: AccountType }[];
  userName?: string;
  smartAccountDeployed?: boolean;
  preferredAccountType?: AccountType;
}

/** The Connected wallet info of SPEC §3. */
export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  identifier?: string;
  social?: string;
}
