import type { NativeBalance } from '../../adapters/types';
import { CACHE_SECONDS } from '../../api/cacheLifetimes';
import { chainApi } from '../../api/chainApi';
import { ErrorText } from '../../errors';
import type { WalletModalServices } from '../../store/services';
import { selectAllNetworks } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import { type CaipAddress, parseCaipAddress } from '../../utils/caip';

export const nativeBalanceApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** The native balance of a CAIP-10 account, read from its network's RPC nodes, cached 30 s (docs/behaviour.md#account). */
    getNativeBalance: build.query<NativeBalance, { caipAddress: CaipAddress }>({
      queryFn: async ({ caipAddress }, api) => {
        const { namespace, address, caipNetworkId } = parseCaipAddress(caipAddress);
        const network = selectAllNetworks(api.getState() as WalletModalState).find(
          (candidate) => candidate.caipNetworkId === caipNetworkId,
        );
        if (!network) return { error: { message: ErrorText.networkNotFound } };
        const adapter = (api.extra as WalletModalServices).adapters[namespace];
        if (!adapter) return { error: { message: ErrorText.adapterForNamespaceMissing(namespace) } };
        if (!adapter.getNativeBalance) return { error: { message: ErrorText.unsupportedChain } };
        try {
          return { data: await adapter.getNativeBalance(address, network) };
        } catch (error) {
          return { error: { message: error instanceof Error ? error.message : String(error) } };
        }
      },
      keepUnusedDataFor: CACHE_SECONDS.nativeBalance,
      providesTags: (_result, _error, { caipAddress }) => [{ type: 'NativeBalance', id: caipAddress }],
    }),
  }),
});
