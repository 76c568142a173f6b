/**
 * A purchase page is open: the bought currency's balance is read this often until it changes, for at most this long
 * (docs/behaviour.md#onramp; ours).
 */
export const PURCHASE_WATCH = { pollMs: 4_000, maxMs: 30 * 60_000 } as const;
