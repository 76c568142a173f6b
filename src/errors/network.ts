/**
 * A network the modal cannot serve (docs/behaviour.md#errors), in ICU syntax: each export is `error.<its name>` in the
 * catalogue, and the English a host reads in the thrown error.
 */
export const unsupportedChain = 'Unsupported chain';
export const networkNotFound = 'Network not found';
export const chainNotSupported = 'Chain is not supported';
export const chainAdapterNotFound = 'Chain adapter not found';
