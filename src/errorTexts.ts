/**
 * The exact texts a host sees in thrown errors and logs (docs/behaviour.md#errors), word for word; templates are
 * functions so a caller cannot misspell the fixed part. One export a text, read as `ErrorText.x` (errors.ts). A bundler
 * places a module whole, so the few texts the host page's first load throws are in firstLoadErrorTexts.ts, re-exported
 * here: this module stays out of the first load (`npm run size` checks it).
 */
// Validation
export const invalidDecimal = (value: string) => `Number ${value} is not a valid decimal number.`;
export const invalidChainId = 'Invalid chainId';
export { bothSiweAndSiwx } from './firstLoadErrorTexts';
export const sendAmountAndReceiverRequired = 'An amount and receiver address are required';
export const sendTokenRequired = 'A token is required';
export const unsupportedChain = 'Unsupported chain';
export const emailRetryAfter = (seconds: number) => `Please try again after ${seconds} seconds`;

// Sending: these words are ours.
export const sendAmountNotPositive = 'The amount must be greater than 0';
export const tooManyDecimals = (symbol: string, decimals: number) => `${symbol} has at most ${decimals} decimals`;
export const insufficientFunds = (symbol: string) => `Insufficient ${symbol} balance`;
export const invalidReceiver = 'Enter an address or a name ending in .reown.id';
export const sendRejected = 'You rejected the transfer in your wallet.';
export const tokenRefusedTransfer = 'The token refused the transfer.';
export const walletOnOtherNetwork = (network: string) => `Switch your wallet to ${network} to send.`;
export const malformedTransactionHash = 'The wallet answered with a malformed transaction hash.';
export const networkNotApproved = (wallet: string, network: string) => `${wallet} did not approve ${network} for this connection.`;
export const callTargetNotAddress = 'A call needs a receiver or contract address starting with 0x.';
export const callDataNotHex = "A call's data must be hex starting with 0x.";
export const transactionNotConfirmed = (seconds: number) =>
  `The transaction was not confirmed within ${seconds} seconds; check your wallet's activity.`;
export const sendNotConfirmed = (seconds: number) =>
  `The transfer was not confirmed within ${seconds} seconds; check your wallet's activity.`;

// Embedded-wallet RPC
export const rpcNotAllowed = 'Requested RPC call is not allowed';
export const actionNotAllowed = 'Action not allowed';

// Balances, API
export const tokenBalanceUnavailable = 'Token Balance Unavailable';
export const gasPriceNetworkUnsupported = 'Network not supported for Gas Price';
export const swapsNetworkUnsupported = 'Network not supported for Swaps';
export const httpStatus = (status: number) => `HTTP status code: ${status}`;
export const failedToFetchTransactions = 'Failed to fetch transactions';

// Wallet
export const providerNotFound = 'Provider not found.';
export const noProgrammaticSwitch = (connector: string) => `${connector} does not support programmatic chain switching.`;
export const userRejectedSwitchAfterAdd = 'User rejected switch after adding network.';
export const unknownRevertReason = 'unknown reason';
export const signMessageFailed = 'WagmiAdapter:signMessage - Sign message failed';
export const estimateGasFailed = 'WagmiAdapter:estimateGas - error estimating gas';
export const failedToDisconnect = 'Failed to disconnect';
// These words are ours.
export const walletRequestFailed = 'The wallet could not complete the request.';
export const malformedAccounts = 'The wallet answered with malformed accounts.';
export const malformedChainId = 'The wallet answered with a malformed chain id.';
export const noAccountsShared = 'The wallet shared no accounts.';
export const sessionNotApproved = 'The wallet did not approve the session.';
export const sessionEnded = 'The wallet ended the session.';

// Sign-in
export const siwxInitFailed = 'A problem occurred while trying initialize authentication';
export const signatureDeclined = 'Signature declined';
export const smartAccountsUnsupported = 'This application might not support Smart Accounts';
export const siwxNotEnabled = 'SIWX is not enabled';
export const noActiveCaipAddress = 'No ActiveCaipAddress found';

// Names
export const errorResolvingName = 'Error resolving name';
export const errorFetchingNameSuggestions = 'Error fetching name suggestions';
export const errorFetchingNamesForAddress = 'Error fetching names for address';
export const errorRegisteringName = (name: string) => `Error registering name ${name}`;

// Other. The texts with no condition in this design are gone; docs/behaviour.md#errors says which and why.
export const networkNotFound = 'Network not found';
/** Reserved for the embedded wallet: switching the account type needs an address and its auth connector. */
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found';
export const adapterNotFound = 'Adapter not found';
export const chainAdapterNotFound = 'Chain adapter not found';
export const chainNotSupported = 'Chain is not supported';
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found';
export const universalSignMessageNoProvider = 'UniversalAdapter:signMessage - provider is undefined';
export const adapterForNamespaceMissing = (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`;
export const chainRequiredTo = (action: string) => `Chain is required to ${action}`;

// The widget in the page. These words are ours.
export const cspNonceRequired =
  "The page's Content Security Policy refused the wallet modal's styles: pass `cspNonce` to createWalletModal (docs/guide.md#content-security-policy).";
export const widgetFailed = 'The wallet modal failed; the page goes on without it:';

// Embedded-wallet frame
export const frameDefault = 'An error occurred';
export const frameLoadFailed = 'iframe_load_failed';
export const frameRequestTimeout = 'iframe_request_timeout';
export const requestAborted = 'Request was aborted';
export const somethingWentWrong = 'Something went wrong';
export const frameNotSet = 'W3mFrame: iframe is not set';
export const frameParentNotSet = 'W3mFrame: parent is not set';
export { emailDependencyLoadFailed } from './firstLoadErrorTexts';
export const userRejectedRequest = 'User rejected the request.';
export const smartAccountsNotEnabled = 'Smart accounts are not enabled for this project';
// The frame's own refusals. These words are ours.
export const frameNotSignedIn = 'No one is signed in to the embedded wallet.';
export const frameKeysOnOtherDevice =
  "This wallet's keys were made on another device and never leave it: sign in on that device, or with another e-mail.";
export const frameMethodUnsupported = (method: string) => `The embedded wallet does not support ${method}.`;
export const frameNotThisAccount = 'The request names an account that is not this wallet’s.';
export const frameNotASigner = 'The transaction does not ask this wallet to sign it.';
export const frameDeviceNotVerified = 'The device is not verified yet: follow the link in the e-mail, then ask again.';
export const frameStorageBlocked =
  'The embedded wallet cannot keep its keys: this browser refuses it storage on its origin (third-party storage is blocked).';
export const frameMalformedParams = (method: string) => `The parameters of ${method} are malformed.`;
export const frameTypedDataOtherChain = (named: string, network: string) =>
  `The typed data is for chain ${named}, not for ${network}: the embedded wallet does not sign it.`;
export const frameMessageIsTransaction =
  'The message is a Solana transaction: signing it would approve the transaction. Ask with solana_signTransaction instead.';

// Smart sessions (docs/behaviour.md#smart-sessions), what `grantPermissions` rejects with
export const smartSessionsOff = 'Smart sessions are off: set features.smartSessions to true';
export const invalidPermissionsRequest = (issues: string) => `Invalid permissions request: ${issues}`;
export const permissionsUnsupported = 'The connected wallet cannot grant permissions';
