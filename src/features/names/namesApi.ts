import { CACHE_SECONDS } from '../../api/cacheLifetimes';
import { providerApi } from '../../api/providerApi';
import { NAME_SUFFIX } from '../../utils/nameSuffixes';
import { lenientArray, recordOf } from '../../utils/schemas';
import { nonEmptyString, z } from '../../utils/zod';

const PROFILE_API_VERSION = '2';

export const nameProfileSchema = z.object({
  name: nonEmptyString(),
  registered: z.number(),
  updated: z.optional(z.number()),
  addresses: recordOf(z.object({ address: nonEmptyString(), created: z.optional(z.number()) })),
  attributes: z.optional(recordOf(z.string())),
});
export type NameProfile = z.infer<typeof nameProfileSchema>;

const suggestionsSchema = z.object({
  suggestions: lenientArray(z.object({ name: nonEmptyString(), registered: z.boolean() })),
});
export type NameSuggestion = z.output<typeof suggestionsSchema>['suggestions'][number];

/**
 * The body of `POST /v1/profile/account` (docs/behaviour.md#names); `message` is the signed registration message, the
 * payload under the service and the chain (registrationMessage.ts).
 */
export interface RegisterNameBody {
  coin_type: number;
  address: string;
  message: string;
  signature: string;
}

export const namesApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileByName: build.query<NameProfile, string>({
      query: (name) => ({ url: `v1/profile/account/${encodeURIComponent(name)}`, params: { apiVersion: PROFILE_API_VERSION } }),
      rawResponseSchema: nameProfileSchema,
      keepUnusedDataFor: CACHE_SECONDS.ens,
      providesTags: (_result, _error, name) => [{ type: 'Profile', id: name }],
    }),
    /** Names registered to an address (reverse lookup). */
    getProfilesByAddress: build.query<NameProfile[], { address: string; sender?: string }>({
      query: ({ address, sender }) => ({
        url: `v1/profile/reverse/${encodeURIComponent(address)}`,
        params: { sender, apiVersion: PROFILE_API_VERSION },
      }),
      rawResponseSchema: lenientArray(nameProfileSchema),
      keepUnusedDataFor: CACHE_SECONDS.ens,
      providesTags: (_result, _error, { address }) => [{ type: 'Profile', id: address }],
    }),
    getNameSuggestions: build.query<NameSuggestion[], string>({
      query: (name) => ({ url: `v1/profile/suggestions/${encodeURIComponent(name)}`, params: { zone: NAME_SUFFIX.slice(1) } }),
      rawResponseSchema: suggestionsSchema,
      transformResponse: (response: z.output<typeof suggestionsSchema>) => response.suggestions,
    }),
    registerName: build.mutation<NameProfile, RegisterNameBody>({
      query: (body) => ({ url: 'v1/profile/account', method: 'POST', body }),
      rawResponseSchema: nameProfileSchema,
      invalidatesTags: (_result, _error, { address }) => [{ type: 'Profile', id: address }],
    }),
  }),
});
