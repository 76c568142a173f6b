import type { PermissionEntry } from '../../adapters/types';
import { providerApi } from '../../api/providerApi';
import { anyValue, lenientArray } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';

const smartSessionSchema = z.object({
  pci: nonEmptyString(),
  project: z.object({ id: z.string(), name: z.string(), url: z.optional(z.string()), iconUrl: z.optional(z.string()) }),
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(z.object({ type: z.string(), data: anyValue })),
  policies: z.array(z.object({ type: z.string(), data: anyValue })),
  /** The wallet's answer to the grant (the Dev Wallet's signature over it): never listed, only given to whoever granted. */
  context: z.optional(z.string()),
  revokedAt: z.optional(z.number()),
});
export type SmartSession = z.infer<typeof smartSessionSchema>;

/** What a host asks the connected EVM account to grant: permissions until `expiry` (Unix seconds), under its policies. */
export interface GrantPermissionsRequest {
  expiry: number;
  permissions: PermissionEntry[];
  policies?: PermissionEntry[];
}

/** What is posted to keep a grant: the wallet's answer without its account (the path names it), and the app it is for. */
export interface SmartSessionGrant {
  chainId: string;
  expiry: number;
  permissions: PermissionEntry[];
  policies: PermissionEntry[];
  context: string;
  project: SmartSession['project'];
}

export const sessionsApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    getSmartSessions: build.query<SmartSession[], string>({
      query: (address) => `v1/sessions/${encodeURIComponent(address)}`,
      rawResponseSchema: z.object({ pcis: lenientArray(smartSessionSchema) }),
      transformResponse: (response: { pcis: SmartSession[] }) => response.pcis,
      providesTags: (_result, _error, address) => [{ type: 'Sessions', id: address }],
    }),
    /** Ours: keeps the grant a wallet just made, so it is listed (docs/behaviour.md#smart-sessions). */
    activateSmartSession: build.mutation<SmartSession, { address: string; grant: SmartSessionGrant }>({
      query: ({ address, grant }) => ({ url: `v1/sessions/${encodeURIComponent(address)}/activate`, method: 'POST', body: grant }),
      rawResponseSchema: smartSessionSchema,
      invalidatesTags: (_result, _error, { address }) => [{ type: 'Sessions', id: address }],
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
