import { template } from './template';

/**
 * What the embedded wallet's frame refuses a request with (docs/behaviour.md#embedded-wallet), thrown in the frame and
 * carried to the host. No catalogue key: no view shows them.
 */
export const userRejectedRequest = 'User rejected the request.';
export const smartAccountsNotEnabled = 'Smart accounts are not enabled for this project';
// These words are ours.
export const frameNotSignedIn = 'No one is signed in to the embedded wallet.';
export const frameKeysOnOtherDevice =
  "This wallet's keys were made on another device and never leave it: sign in on that device, or with another e-mail.";
export const frameMethodUnsupported = template('The embedded wallet does not support {method}.');
export const frameNotThisAccount = 'The request names an account that is not this wallet’s.';
export const frameNotASigner = 'The transaction does not ask this wallet to sign it.';
export const frameDeviceNotVerified = 'The device is not verified yet: follow the link in the e-mail, then ask again.';
export const frameStorageBlocked =
  'The embedded wallet cannot keep its keys: this browser refuses it storage on its origin (third-party storage is blocked).';
export const frameMalformedParams = template('The parameters of {method} are malformed.');
export const frameTypedDataOtherChain = template(
  'The typed data is for chain {named}, not for {network}: the embedded wallet does not sign it.',
);
export const frameMessageIsTransaction =
  'The message is a Solana transaction: signing it would approve the transaction. Ask with solana_signTransaction instead.';
