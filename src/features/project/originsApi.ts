import { walletListApi } from '../../api/walletListApi';
import { z } from '../../utils/zod';

export const originsApi = walletListApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /projects/v1/origins` (docs/behaviour.md#api); on failure an empty list (the origin allowlist decides what that means). */
    getAllowedOrigins: build.query<string[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('projects/v1/origins');
        const parsed = z.object({ allowedOrigins: z.array(z.string()) }).safeParse(result.data);
        return { data: !result.error && parsed.success ? parsed.data.allowedOrigins : [] };
      },
    }),
  }),
});
