import { template } from './template';

/**
 * A piece a request needs is missing or out of range (docs/behaviour.md#errors). No catalogue key: a host reads them in
 * the thrown error or the log, no view shows them.
 */
export const adapterNotFound = 'Adapter not found';
export const adapterForNamespaceMissing = template("Adapter for namespace {namespace} doesn't exist");
export const chainRequiredTo = template('Chain is required to {action}');
export const invalidChainId = 'Invalid chainId';
/** Reserved for the embedded wallet: switching the account type needs an address and its auth connector. */
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found';
