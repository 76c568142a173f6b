import { providerApi } from '../../api/providerApi';
import { lenientArray } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';

const smartSessionSchema = z.object({
  pci: nonEmptyString(),
  project: z.object({ id: z.string(), name: z.string(), url: z.optional(z.string()), iconUrl: z.optional(z.string()) }),
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })),
  policies: z.array(z.object({ type: z.string(), data: z.unknown() })),
  context: z.string(),
  revokedAt: z.optional(z.number()),
});
export type SmartSession = z.infer<typeof smartSessionSchema>;

export const sessionsApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    getSmartSessions: build.query<SmartSession[], string>({
      query: (address) => `v1/sessions/${encodeURIComponent(address)}`,
      rawResponseSchema: z.object({ pcis: lenientArray(smartSessionSchema) }),
      transformResponse: (response: { pcis: SmartSession[] }) => response.pcis,
      providesTags: (_result, _error, address) => [{ type: 'Sessions', id: address }],
    }),
    revokeSmartSession: build.mutation<void, { address: string; pci: string; signature: string }>({
      query: ({ address, pci, signature }) => ({
        url: `v1/sessions/${encodeURIComponent(address)}/revoke`,
        method: 'POST',
        body: { pci, signature },
      }),
      invalidatesTags: (_result, _error, { address }) => [{ type: 'Sessions', id: address }],
    }),
  }),
});

/** @public The smart-sessions view, once built (docs/behaviour.md#smart-sessions), uses these. */
export const { useGetSmartSessionsQuery, useRevokeSmartSessionMutation } = sessionsApi;
