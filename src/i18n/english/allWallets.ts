/** English: all Wallets. */
export const allWalletsMessages = {
  'allWallets.search': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.certifiedOnly': 'Certified only',
  'allWallets.recentGroup': 'Recent wallets',
  'allWallets.grid': 'All wallets',
  'allWallets.loadingMore': 'Loading more wallets',
  'allWallets.noMatch': 'No wallet matches these filters.',
  'allWallets.notFound': 'No wallet found for “{search}”.',
  'allWallets.found': '{count, plural, one {# wallet found} other {# wallets found}}',
  'allWallets.results': 'Search results',
} as const;
