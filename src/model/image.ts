/** Which image endpoint of the wallet-list API an image id belongs to (SPEC §7 "Images"). */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';
