import type { ChainNamespace } from '../constants';

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
