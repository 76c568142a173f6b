/** The wallet-list API's pages, and how long a search waits for typing to pause (docs/behaviour.md#limits). */
export const WALLET_LIST = {
  recommendedPageSize: 4,
  featuredPageSize: 4,
  pageSize: 40,
  searchPageSize: 100,
  searchMinWaitMs: 300,
} as const;
