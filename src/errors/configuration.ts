/**
 * The host's configuration refused (docs/behaviour.md#errors). No catalogue key: a host reads it in the thrown error,
 * no view shows it. The host page's first load throws it.
 */
export const bothSiweAndSiwx = 'Cannot set both `siweConfig` and `siwx` options';
