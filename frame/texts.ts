/**
 * The words of the frame's approval panel, in English only: the frame is a page of its own, outside the modal's
 * catalogue and its translations.
 */
export const TEXTS = {
  approve: 'Approve',
  reject: 'Reject',
  requestedBy: 'Requested by',
  network: 'Network',
  account: 'Account',
  message: 'Message',
  to: 'To',
  amount: 'Amount',
  data: 'Data',
  newContract: 'A new contract',
  transactions: 'Transactions',
  signMessage: 'Sign message',
  signTypedData: 'Sign typed data',
  sendTransaction: 'Send transaction',
  signTransaction: 'Sign transaction',
  signTransactions: 'Sign transactions',
  signAndSendTransaction: 'Sign and send transaction',

  // Typed data (EIP-712): the domain the signature is bound to.
  domainName: 'Domain name',
  domainVersion: 'Domain version',
  chainId: 'Chain ID',
  verifyingContract: 'Verifying contract',
  salt: 'Salt',
  anyChain: 'Not named: the signature holds on every chain',

  // EVM transactions: what the network may charge.
  maxFee: 'Network fee at most',
  gasLimit: 'Gas limit',

  // Solana instructions: what each one does, and the facts it states.
  transaction: (position: number) => `Transaction ${position}`,
  instruction: (position: number, what: string) => `${position}. ${what}`,
  solTransfer: 'Send',
  createAccount: 'Create account',
  assign: 'Assign account to program',
  allocate: 'Allocate account space',
  advanceNonce: 'Advance nonce',
  tokenTransfer: 'Send token',
  tokenApprove: 'Allow a delegate to spend token',
  tokenRevoke: 'Remove a token delegate',
  tokenSetAuthority: 'Change an authority',
  tokenMint: 'Mint token',
  tokenBurn: 'Burn token',
  tokenClose: 'Close token account',
  tokenSyncNative: 'Sync wrapped SOL',
  createTokenAccount: 'Create token account',
  computeUnitLimit: 'Compute unit limit',
  computeUnitPrice: 'Priority fee',
  memo: 'Memo',
  unreadInstruction: 'Unknown instruction',
  from: 'From',
  owner: 'Owner',
  delegate: 'Delegate',
  mint: 'Token mint',
  authority: 'Authority',
  newAuthority: 'New authority',
  nobody: 'None (it can never change again)',
  payer: 'Paid by',
  space: 'Space',
  bytes: (count: bigint) => `${count} bytes`,
  units: (count: bigint | number) => `${count} units`,
  microLamportsPerUnit: (count: bigint) => `${count} micro-lamports per compute unit`,
  tokenUnits: (count: bigint) => `${count} in the token's smallest units`,
  lookupEntry: (table: string, index: number) => `Entry ${index} of address lookup table ${table}`,
  unreadProgram: (program: string) =>
    `Program ${program} asks for something this wallet cannot read. Approve only if you trust the site with everything this account holds.`,
} as const;

/** The frame's refusals of a request it will not show for approval. */
export const REFUSALS = {
  typedDataOtherChain: (named: string, network: string) =>
    `The typed data is for chain ${named}, not for ${network}: the embedded wallet does not sign it.`,
  messageIsTransaction:
    'The message is a Solana transaction: signing it would approve the transaction. Ask with solana_signTransaction instead.',
} as const;
