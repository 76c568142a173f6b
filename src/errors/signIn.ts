/**
 * What sign-in fails with (docs/behaviour.md#sign-in), in ICU syntax: each export is `error.<its name>` in the
 * catalogue, and the English a host reads in the thrown error or the log.
 */
export const siwxInitFailed = 'A problem occurred while trying initialize authentication';
export const signatureDeclined = 'Signature declined';
export const smartAccountsUnsupported = 'This application might not support Smart Accounts';
export const siwxNotEnabled = 'SIWX is not enabled';
export const noActiveCaipAddress = 'No ActiveCaipAddress found';
export const universalSignMessageNoProvider = 'UniversalAdapter:signMessage - provider is undefined';
