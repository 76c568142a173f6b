/** An eip155 call: approvals, swaps, payments and transfers are all this. */
export interface EvmTransactionPayload {
  namespace: 'eip155';
  /** The receiver or contract called. */
  to: string;
  /** The call data, hex; none for a plain payment. */
  data?: string;
  /** The native currency sent with the call, in its integer units (a decimal or hex string also does); none, or anything not a number, is 0. */
  value?: bigint | string;
}

// The family's entry in the contract's payloads: `TransactionRequest` carries it, told apart by its namespace.
declare module '../types' {
  interface TransactionPayloads {
    eip155: EvmTransactionPayload;
  }
}
