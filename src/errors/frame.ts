/**
 * The embedded wallet's frame could not be reached (docs/behaviour.md#embedded-wallet). No catalogue key: a host reads
 * them in the thrown error or the log, no view shows them.
 */
export const frameLoadFailed = 'iframe_load_failed';
export const frameRequestTimeout = 'iframe_request_timeout';
export const frameNotSet = 'W3mFrame: iframe is not set';
export const frameParentNotSet = 'W3mFrame: parent is not set';
