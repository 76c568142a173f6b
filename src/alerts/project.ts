/**
 * The alerts the provider raises about the project's access (docs/behaviour.md#errors), shown once a page load each:
 * a stable id, the title logged and shown, and the explanation under it; the catalogue's `alert.<id>.title` and
 * `.description`.
 */
export const invalidAppConfiguration = {
  id: 'invalidAppConfiguration',
  title: 'Invalid App Configuration',
  description: 'The origin is not allowed, the project id is invalid or the domain is not verified. Check the project settings.',
} as const;
/** @public Raised by its id. */
export const sessionExpired = {
  id: 'sessionExpired',
  title: 'Session Expired',
  description: 'Check your device time settings and reconnect.',
} as const;
