/**
 * A sent transaction once the chain has included it, in a form Redux state and actions can carry:
 * integer quantities are decimal strings, not bigints.
 */
export interface TransactionReceipt {
  hash: string;
  status: 'success' | 'reverted';
  /** The block that included it, as a decimal string. */
  blockNumber: string;
  /** The gas it used, as a decimal string. */
  gasUsed: string;
}
