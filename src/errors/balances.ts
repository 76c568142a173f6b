/**
 * What reading an account's balances and activity fails with (docs/behaviour.md#errors), in ICU syntax: each export
 * is `error.<its name>` in the catalogue.
 */
export const tokenBalanceUnavailable = 'Token Balance Unavailable';
export const failedToFetchTransactions = 'Failed to fetch transactions';
