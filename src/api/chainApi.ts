import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { createWalletModalApi } from './createApi';

export interface ChainReadError {
  message: string;
}

/**
 * Reads from the chains' own JSON-RPC nodes (docs/behaviour.md#api), through each namespace's chain
 * adapter rather than an HTTP base URL; features inject their endpoints.
 */
export const chainApi = createWalletModalApi({
  reducerPath: 'chainApi',
  baseQuery: fakeBaseQuery<ChainReadError>(),
  tagTypes: ['NativeBalance'],
  endpoints: () => ({}),
});

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    chainApi: ReturnType<typeof chainApi.reducer>;
  }
}
