/** The e-mail login's timings (docs/behaviour.md#embedded-wallet). */
export const EMAIL_LOGIN = {
  /** Two e-mails (a login or a code sent again) are at least this far apart. */
  cooldownMs: 30_000,
  /** A refused request opens the modal; its error shows this much later. */
  refusalNoticeDelayMs: 300,
  /** Digits in a mailed code. */
  codeLength: 6,
} as const;
