/** The embedded-wallet frame's waits (docs/behaviour.md#embedded-wallet). */
export const EMBEDDED_WALLET_FRAME = {
  /** A request waits this long, from its call, for the frame to say it is ready; then everything pending aborts. */
  loadTimeoutMs: 20_000,
  /** The e-mail, device and code steps answer within this, or everything pending aborts. */
  requestTimeoutMs: 30_000,
  /** After the frame says it is ready, requests wait this long before they go out. */
  readyDelayMs: 500,
} as const;
