import { createHttpApi } from './createApi';

/** The analytics host (`POST /e`, default https://pulse.walletconnect.org, docs/behaviour.md#api). */
export const analyticsApi = createHttpApi('analytics');

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    analyticsApi: ReturnType<typeof analyticsApi.reducer>;
  }
}
