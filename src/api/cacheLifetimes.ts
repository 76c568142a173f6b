/** How long RTK Query keeps an answer nobody reads, in seconds (`keepUnusedDataFor`, `forceRefetch`). */
export const CACHE_SECONDS = {
  portfolio: 30,
  nativeBalance: 30,
  ens: 5 * 60,
  identity: 5 * 60,
} as const;
