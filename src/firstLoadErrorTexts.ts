// The error texts the host page's first load throws (the configuration's), read as `ErrorText.x` like every other: in a
// module apart from errorTexts.ts, because a bundler places a module whole, and one text of errorTexts.ts used before the
// first render would bring all of them into the first load.
export const bothSiweAndSiwx = 'Cannot set both `siweConfig` and `siwx` options';
export const emailDependencyLoadFailed = 'Unable to load email login dependency';
