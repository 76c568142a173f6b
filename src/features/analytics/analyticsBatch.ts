/** Analytics events made within this time of the first go out together (docs/behaviour.md#analytics). */
export const ANALYTICS_BATCH_MS = 1_000;
