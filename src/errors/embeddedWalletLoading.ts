/**
 * Loading the embedded wallet's code failed (docs/behaviour.md#embedded-wallet), in ICU syntax: `error.<its name>` in
 * the catalogue. The host page's first load throws it, so it is alone here: a bundler places a module whole.
 */
export const emailDependencyLoadFailed = 'Unable to load email login dependency';
