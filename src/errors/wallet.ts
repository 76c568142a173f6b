import { template } from './template';

/**
 * What a wallet request fails with (docs/behaviour.md#errors), in ICU syntax: each export is `error.<its name>` in the
 * catalogue, and the English a host reads in the thrown error or the log.
 */
export const providerNotFound = 'Provider not found.';
export const noProgrammaticSwitch = template('{connector} does not support programmatic chain switching.');
export const userRejectedSwitchAfterAdd = 'User rejected switch after adding network.';
export const unknownRevertReason = 'unknown reason';
export const signMessageFailed = 'WagmiAdapter:signMessage - Sign message failed';
export const estimateGasFailed = 'WagmiAdapter:estimateGas - error estimating gas';
export const failedToDisconnect = 'Failed to disconnect';
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found';
// These words are ours.
export const networkNotApproved = template('{wallet} did not approve {network} for this connection.');
export const walletRequestFailed = 'The wallet could not complete the request.';
export const malformedAccounts = 'The wallet answered with malformed accounts.';
export const malformedChainId = 'The wallet answered with a malformed chain id.';
export const noAccountsShared = 'The wallet shared no accounts.';
export const sessionNotApproved = 'The wallet did not approve the session.';
export const sessionEnded = 'The wallet ended the session.';
export const walletDidNotAnswer = 'The wallet did not answer in time.';
