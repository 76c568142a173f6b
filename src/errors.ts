/**
 * The error catalogue (docs/behaviour.md#errors). Every user-visible or thrown text
 * lives here, word for word; templates are functions so a caller cannot misspell the fixed part.
 */
export const ErrorText = {
  // Validation
  invalidDecimal: (value: string) => `Number ${value} is not a valid decimal number.`,
  invalidChainId: 'Invalid chainId',
  bothSiweAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  sendAmountAndReceiverRequired: 'An amount and receiver address are required',
  sendTokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
  emailRetryAfter: (seconds: number) => `Please try again after ${seconds} seconds`,

  // Sending: these words are ours.
  sendAmountNotPositive: 'The amount must be greater than 0',
  tooManyDecimals: (symbol: string, decimals: number) => `${symbol} has at most ${decimals} decimals`,
  insufficientFunds: (symbol: string) => `Insufficient ${symbol} balance`,
  invalidReceiver: 'Enter an address or a name ending in .reown.id',
  sendRejected: 'You rejected the transfer in your wallet.',
  tokenRefusedTransfer: 'The token refused the transfer.',
  walletOnOtherNetwork: (network: string) => `Switch your wallet to ${network} to send.`,
  malformedTransactionHash: 'The wallet answered with a malformed transaction hash.',
  networkNotApproved: (wallet: string, network: string) => `${wallet} did not approve ${network} for this connection.`,
  callTargetNotAddress: 'A call needs a receiver or contract address starting with 0x.',
  callDataNotHex: "A call's data must be hex starting with 0x.",
  transactionNotConfirmed: (seconds: number) =>
    `The transaction was not confirmed within ${seconds} seconds; check your wallet's activity.`,
  sendNotConfirmed: (seconds: number) => `The transfer was not confirmed within ${seconds} seconds; check your wallet's activity.`,

  // Embedded-wallet RPC
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',

  // Balances, API
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  gasPriceNetworkUnsupported: 'Network not supported for Gas Price',
  swapsNetworkUnsupported: 'Network not supported for Swaps',
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  failedToFetchTransactions: 'Failed to fetch transactions',

  // Wallet
  providerNotFound: 'Provider not found.',
  noProgrammaticSwitch: (connector: string) => `${connector} does not support programmatic chain switching.`,
  userRejectedSwitchAfterAdd: 'User rejected switch after adding network.',
  unknownRevertReason: 'unknown reason',
  signMessageFailed: 'WagmiAdapter:signMessage - Sign message failed',
  estimateGasFailed: 'WagmiAdapter:estimateGas - error estimating gas',
  failedToDisconnect: 'Failed to disconnect',
  // These words are ours.
  walletRequestFailed: 'The wallet could not complete the request.',
  malformedAccounts: 'The wallet answered with malformed accounts.',
  malformedChainId: 'The wallet answered with a malformed chain id.',
  noAccountsShared: 'The wallet shared no accounts.',
  sessionNotApproved: 'The wallet did not approve the session.',
  sessionEnded: 'The wallet ended the session.',

  // Sign-in
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',

  // Names
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,

  // Other. The texts with no condition in this design are gone; docs/behaviour.md#errors says which and why.
  networkNotFound: 'Network not found',
  /** Reserved for the embedded wallet: switching the account type needs an address and its auth connector. */
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  adapterNotFound: 'Adapter not found',
  chainAdapterNotFound: 'Chain adapter not found',
  chainNotSupported: 'Chain is not supported',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  universalSignMessageNoProvider: 'UniversalAdapter:signMessage - provider is undefined',
  adapterForNamespaceMissing: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
  chainRequiredTo: (action: string) => `Chain is required to ${action}`,

  // Embedded-wallet frame
  frameDefault: 'An error occurred',
  frameLoadFailed: 'iframe_load_failed',
  frameRequestTimeout: 'iframe_request_timeout',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  frameNotSet: 'W3mFrame: iframe is not set',
  frameParentNotSet: 'W3mFrame: parent is not set',
  emailDependencyLoadFailed: 'Unable to load email login dependency',
} as const;

/** Messages the provider API sends that map to alerts (docs/behaviour.md#errors). */
export const ServerMessage = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const;

/** Wallet JSON-RPC error codes (EIP-1193, docs/behaviour.md#errors). */
export const WalletErrorCode = {
  unrecognizedChain: 4902,
  userRejected: 4001,
  default: 5000,
  invalidChainId: 32603,
} as const;

/** The alerts (docs/behaviour.md#errors): a stable id, the title shown, and the explanation under it. */
export const Alerts = {
  networkNotFound: {
    id: 'networkNotFound',
    title: 'Network Not Found',
    description: "The selected network is not one of this app's networks. Add it to the `networks` option to use it.",
  },
  invalidAppConfiguration: {
    id: 'invalidAppConfiguration',
    title: 'Invalid App Configuration',
    description: 'The origin is not allowed, the project id is invalid or the domain is not verified. Check the project settings.',
  },
  embeddedWalletLoadFailed: {
    id: 'embeddedWalletLoadFailed',
    title: 'Network Error - Could not load embedded wallet',
    description: 'Check your connection and try again.',
  },
  embeddedWalletTimeout: {
    id: 'embeddedWalletTimeout',
    title: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet did not answer in time. Try again.',
  },
  sessionExpired: { id: 'sessionExpired', title: 'Session Expired', description: 'Check your device time settings and reconnect.' },
  projectIdNotConfigured: {
    id: 'projectIdNotConfigured',
    title: 'Project ID Not Configured',
    description: 'Set `projectId` in the wallet modal configuration; remote features stay off until it is set.',
  },
} as const;
export type AlertId = keyof typeof Alerts;
