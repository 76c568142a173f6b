/**
 * The alerts only code loaded on demand raises (docs/behaviour.md#errors), read as `OnDemandAlerts.x` (errors.ts): a
 * module of their own, since a bundler places a module whole and the first load holds alertTexts.ts.
 */
/** @public Raised by its id. */
export const invalidAppConfiguration = {
  id: 'invalidAppConfiguration',
  title: 'Invalid App Configuration',
  description: 'The origin is not allowed, the project id is invalid or the domain is not verified. Check the project settings.',
} as const;
