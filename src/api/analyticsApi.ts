import { createHttpApi } from './createApi';

/** The analytics host (SPEC §7 `POST /e`, default https://pulse.walletconnect.org). */
export const analyticsApi = createHttpApi('analytics');

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    analyticsApi: ReturnType<typeof analyticsApi.reducer>;
  }
}
