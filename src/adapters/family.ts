import type { ChainNamespace } from '../constants';
import type { AccountType } from '../model/account';

/** What the modal may offer on a family's networks; a feature whose capability a family lacks is not offered there. */
export type FamilyCapability = 'balance' | 'send' | 'names' | 'activity' | 'onramp';

/**
 * A chain family's rules, small enough for the first load: its adapter, loaded later, does the work. Each family
 * folder under adapters/ has one, in `family.ts`.
 */
export interface ChainFamily {
  namespace: ChainNamespace;
  /** Whether `text` is an address of this family as a user may write it (docs/behaviour.md#validation). */
  isAddress(text: string): boolean;
  /** An address `isAddress` accepted, in the form wallets and transactions take. */
  normalAddress(address: string): string;
  /** The account type the family's accounts prefer until the user picks another (docs/behaviour.md#account). */
  defaultAccountType: AccountType;
  capabilities: readonly FamilyCapability[];
  /** The SLIP-44 coin type under which a name's profile keeps this family's address; with the `names` capability. */
  nameCoinType?: number;
  /**
   * Wallet apps with a browser of their own, by catalogue wallet id, each making the link that opens `pageUrl` in it: on
   * a phone without the wallet, picking it opens the page there instead of pairing (docs/behaviour.md#other-chain-families).
   */
  browseLinks?: Readonly<Record<string, (pageUrl: string) => string>>;
}
