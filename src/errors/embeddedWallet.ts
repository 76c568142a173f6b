import { template } from './template';

/**
 * What the embedded wallet's login and requests fail with (docs/behaviour.md#embedded-wallet), in ICU syntax: each
 * export is `error.<its name>` in the catalogue, and the English a host reads in the thrown error.
 */
export const emailRetryAfter = template('Please try again after {seconds} seconds');
/** Thrown; `actionNotAllowed` is what the view shows. */
export const rpcNotAllowed = 'Requested RPC call is not allowed';
export const actionNotAllowed = 'Action not allowed';
export const frameDefault = 'An error occurred';
export const requestAborted = 'Request was aborted';
export const somethingWentWrong = 'Something went wrong';
