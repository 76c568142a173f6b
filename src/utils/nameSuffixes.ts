/** The suffix of the names the modal registers (docs/behaviour.md#names). */
export const NAME_SUFFIX = '.reown.id';

/** The suffix names registered before it had. */
export const LEGACY_NAME_SUFFIX = '.wcn.id';
