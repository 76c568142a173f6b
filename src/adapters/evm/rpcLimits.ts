/** An EVM node request's bound, how many go in one batch, and how often a node is polled (docs/behaviour.md#limits). */
export const RPC = {
  timeoutMs: 10_000,
  batchSize: 1000,
  fallbackPollingMs: 4_000,
} as const;
