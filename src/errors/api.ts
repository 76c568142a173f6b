import { template } from './template';

/**
 * An API request that failed or was refused (docs/behaviour.md#errors). No catalogue key: a host reads them in the
 * query's error or the log, no view shows them.
 */
export const httpStatus = template('HTTP status code: {status}');
export const gasPriceNetworkUnsupported = 'Network not supported for Gas Price';
export const errorFetchingNamesForAddress = 'Error fetching names for address';
