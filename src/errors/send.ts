import { template } from './template';

/**
 * What a send refuses or fails with (docs/behaviour.md#errors), in ICU syntax: each export is `error.<its name>` in the
 * catalogue, and the English a host reads in the thrown error. These words are ours, but for the first two.
 */
export const sendAmountAndReceiverRequired = 'An amount and receiver address are required';
export const sendTokenRequired = 'A token is required';
export const sendAmountNotPositive = 'The amount must be greater than 0';
export const tooManyDecimals = template('{symbol} has at most {decimals} decimals');
export const insufficientFunds = template('Insufficient {symbol} balance');
export const invalidReceiver = 'Enter an address or a name ending in .reown.id';
export const sendRejected = 'You rejected the transfer in your wallet.';
export const tokenRefusedTransfer = 'The token refused the transfer.';
export const walletOnOtherNetwork = template('Switch your wallet to {network} to send.');
export const malformedTransactionHash = 'The wallet answered with a malformed transaction hash.';
export const callTargetNotAddress = 'A call needs a receiver or contract address starting with 0x.';
export const callDataNotHex = "A call's data must be hex starting with 0x.";
export const transactionNotConfirmed = template(
  "The transaction was not confirmed within {seconds} seconds; check your wallet's activity.",
);
export const sendNotConfirmed = template("The transfer was not confirmed within {seconds} seconds; check your wallet's activity.");
