import { walletListApi } from '../../api/walletListApi';
import { Alerts } from '../../errors';
import type { WalletModalServices } from '../../store/services';
import { alertRaised } from '../../store/slices/alertsSlice';
import { z } from '../../utils/zod';
import { type AllowedOrigins, isPageRefused } from './originAllowlist';

export const originsApi = walletListApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /projects/v1/origins` (docs/behaviour.md#api); on failure an empty list, marked as a failure. */
    getAllowedOrigins: build.query<AllowedOrigins, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('projects/v1/origins');
        if (result.error) return { data: { allowedOrigins: [], failure: result.error.message } };
        const parsed = z.object({ allowedOrigins: z.array(z.string()) }).safeParse(result.data);
        return {
          data: parsed.success
            ? { allowedOrigins: parsed.data.allowedOrigins }
            : { allowedOrigins: [], failure: 'Malformed response from getAllowedOrigins' },
        };
      },
      // Read once a page load.
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
      // What the answer means for this page: left out, it raises 'Invalid App Configuration' (once a page load).
      async onQueryStarted(_arg, { dispatch, queryFulfilled, extra }) {
        const answer = (await queryFulfilled.catch(() => undefined))?.data;
        const { logger } = extra as WalletModalServices;
        if (answer?.failure !== undefined) {
          logger.warn(`Could not read the project's allowed origins, so e-mail and social login stay offered: ${answer.failure}`);
        } else if (answer && isPageRefused(answer)) {
          logger.warn(`${Alerts.invalidAppConfiguration.title}: ${globalThis.location.origin} is not one of the project's allowed origins`);
          dispatch(alertRaised({ id: Alerts.invalidAppConfiguration.id, once: true }));
        }
      },
    }),
  }),
});
