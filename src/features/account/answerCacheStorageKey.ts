/** The prefix of the keys under which answers kept from the last visit sit in `localStorage` (docs/behaviour.md#storage). */
export const ANSWER_CACHE_STORAGE_KEYS = { cachePrefix: '@redux-wallet-modal/cache/' } as const;
