import { analyticsApi } from '../../api/analyticsApi';
import { walletListApi } from '../../api/walletListApi';
import { z } from '../../utils/zod';

/** One event in the body of `POST /e` (docs/behaviour.md#analytics). */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  /** Epoch milliseconds. */
  timestamp: number;
  props: Record<string, string | number | boolean | null>;
}

export const analyticsEventsApi = analyticsApi.injectEndpoints({
  endpoints: (build) => ({
    /** A batch of events in one request; `keepalive`, so a batch sent as the page goes still arrives. */
    sendAnalyticsEvents: build.mutation<void, AnalyticsEvent[]>({
      query: (events) => ({ url: 'e', method: 'POST', body: events, keepalive: true }),
      transformResponse: () => undefined,
    }),
  }),
});

export const analyticsConfigApi = walletListApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /getAnalyticsConfig` (docs/behaviour.md#api); on failure analytics is off. */
    getAnalyticsConfig: build.query<boolean, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('getAnalyticsConfig');
        const parsed = z.object({ isAnalyticsEnabled: z.boolean() }).safeParse(result.data);
        return { data: !result.error && parsed.success && parsed.data.isAnalyticsEnabled };
      },
      // Read once a page load.
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});
