import type { ApiName } from './baseQuery';

/**
 * Where each HTTP API keeps its cache in our state. A module of its own so that code loaded at startup (the
 * alerts listener) recognises the APIs' actions without loading the APIs, which join the store later.
 */
export const API_REDUCER_PATHS = {
  provider: 'providerApi',
  walletList: 'walletListApi',
  analytics: 'analyticsApi',
} as const satisfies Record<ApiName, string>;
