/** A balance read that failed is tried again this often (docs/behaviour.md#errors: `Token Balance Unavailable`). */
export const BALANCE_RETRY_MS = 30_000;
