import { providerApi } from '../../api/providerApi';
import type { CaipNetworkId } from '../../utils/caip';
import { caipNetworkIdSchema, lenientArray } from '../../utils/schemas';
import { z } from '../../utils/zod';

const supportedChainsSchema = z.object({ http: lenientArray(caipNetworkIdSchema), ws: lenientArray(caipNetworkIdSchema) });
export interface SupportedChains {
  http: CaipNetworkId[];
  ws: CaipNetworkId[];
}

export const supportedChainsApi = providerApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET v1/supported-chains` (docs/behaviour.md#api): the networks the provider RPC serves. */
    getSupportedChains: build.query<SupportedChains, void>({
      query: () => 'v1/supported-chains',
      rawResponseSchema: supportedChainsSchema,
    }),
  }),
});
