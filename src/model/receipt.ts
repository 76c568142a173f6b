/**
 * A sent transaction once the chain has included it, as every chain family can say it, in a form Redux state and
 * actions can carry: strings, not bigints.
 */
export interface TransactionReceipt {
  /** How the chain names the transaction: its hash (eip155, bip122) or its signature (solana). */
  id: string;
  status: 'success' | 'failed';
  /** Where the chain included it, as a decimal string: a block, or a slot on chains that count slots. */
  includedIn: { block: string } | { slot: string };
  /** Why it failed, in words the user can read, when the family can tell (an EVM revert's reason, say). */
  failureReason?: string;
}
