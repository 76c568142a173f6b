import type { Network } from '../config/networks';
import type { SIWXMessageData, SIWXSession } from '../config/siwx';
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

/**
 * What the ready sign-ins take from a family (CAIP-122, docs/behaviour.md#sign-in): the message in the family's wording
 * and address form, and the check of a signed one. Each loads what it needs on its first call, out of the first load.
 */
interface FamilySignIn {
  /** The text the account signs for `data`. */
  messageText(data: SIWXMessageData): Promise<string>;
  /**
   * Whether `session.message` says what `session.data` does, unexpired, and `session.signature` is its account's
   * signature of it. `networks` are the sign-in's: a family may check a signature against its chain.
   */
  verify(session: SIWXSession, networks: readonly Network[]): Promise<boolean>;
}

/**
 * What features loaded on demand take from a family the package ships, beside its descriptor: the family's folder
 * declares them in `hooks.ts`, and `shippedFamilies.ts` lists them, one line a family. Nothing in them is in the
 * first load.
 */
export interface FamilyHooks {
  family: ChainFamily;
  signIn: FamilySignIn;
  /** The on-ramp's name of `network` (docs/behaviour.md#onramp); absent for a family the on-ramp does not serve. */
  onrampNetwork?(network: Pick<Network, 'id' | 'chainNamespace'>): string;
}
