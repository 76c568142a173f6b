'use client';

import { walletListApi } from '../../api/walletListApi';
import { OnDemandAlerts } from '../../errors';
import type { WalletModalServices } from '../../store/services';
import { alertRaised } from '../../store/slices/alertsSlice';
import { z } from '../../utils/zod';
import { isOriginListed } from './originAllowlist';

/** The project's allowlist of origins, as `projects/v1/origins` answered it (docs/behaviour.md#origin-allowlist). */
export interface AllowedOrigins {
  allowedOrigins: string[];
  /** Why the read failed. The list is then the documented empty one, which says nothing about the page. */
  failure?: string;
}

/** Whether an answered allowlist leaves this page out. A failed read refuses no page, and a server has no page. */
function isPageRefused({ allowedOrigins, failure }: AllowedOrigins): boolean {
  const origin = globalThis.location?.origin;
  return failure === undefined && origin !== undefined && !isOriginListed(origin, allowedOrigins);
}

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
          logger.warn(
            `${OnDemandAlerts.invalidAppConfiguration.title}: ${globalThis.location.origin} is not one of the project's allowed origins`,
          );
          dispatch(alertRaised({ id: OnDemandAlerts.invalidAppConfiguration.id, once: true }));
        }
      },
    }),
  }),
});

/**
 * Whether this page is left out of the project's allowlist, so e-mail and social login are not offered. With
 * `checked` (either login is on, for a project), the list is read — once a page load; until it is answered, no.
 */
export function useOriginRefused(checked: boolean): boolean {
  return originsApi.useGetAllowedOriginsQuery(undefined, {
    skip: !checked,
    selectFromResult: ({ data }) => ({ refused: data !== undefined && isPageRefused(data) }),
  }).refused;
}
