/** What a swap refuses (docs/behaviour.md#errors), in ICU syntax: each export is `error.<its name>` in the catalogue. */
export const swapsNetworkUnsupported = 'Network not supported for Swaps';
