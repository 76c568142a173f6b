/** Which image endpoint of the wallet-list API an image id belongs to. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';
