// Every error text, one domain a module (docs/behaviour.md#errors), read as `ErrorText.x` (index.ts). A bundler
// places each module by what imports it, and namespace reads name their export, so a chunk carries only its domains.
export * from './api';
export * from './balances';
export * from './configuration';
export * from './embeddedWallet';
export * from './embeddedWalletLoading';
export * from './frame';
export * from './frameRefusals';
export * from './missing';
export * from './names';
export * from './network';
export * from './numbers';
export * from './send';
export * from './signIn';
export * from './smartSessions';
export * from './swaps';
export * from './wallet';
export * from './widget';
