/** A Solana transaction, built and unsigned: the wallet signs it as its fee payer and sends it. */
export interface SolanaTransactionPayload {
  namespace: 'solana';
  /** The transaction in its wire format (legacy or v0), base64; its signatures are left empty. */
  transaction: string;
}

// The family's entry in the contract's payloads: `TransactionRequest` carries it, told apart by its namespace.
declare module '../types' {
  interface TransactionPayloads {
    solana: SolanaTransactionPayload;
  }
}
