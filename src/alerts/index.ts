// Every alert, one domain a module (docs/behaviour.md#errors), read as `Alerts.x` (errors/index.ts): a bundler places
// each module by what imports it, so the host page's first load carries only the configuration's.
export * from './configuration';
export * from './embeddedWallet';
export * from './project';
