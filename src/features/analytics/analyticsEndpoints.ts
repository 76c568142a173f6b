import { analyticsApi } from '../../api/analyticsApi';
import { walletListApi } from '../../api/walletListApi';
import { z } from '../../utils/zod';

/** The body of `POST /e` (docs/behaviour.md#api). */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: Record<string, string | number | boolean | null>;
}

export const analyticsEventsApi = analyticsApi.injectEndpoints({
  endpoints: (build) => ({
    sendAnalyticsEvent: build.mutation<void, AnalyticsEvent>({
      query: (body) => ({ url: 'e', method: 'POST', body }),
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
    }),
  }),
});
