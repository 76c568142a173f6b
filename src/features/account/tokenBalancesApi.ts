import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { cachedAnswer } from '../../api/cachedAnswer';
import { CACHE_SECONDS } from '../../api/cacheLifetimes';
import { chainApi } from '../../api/chainApi';
import type { Network } from '../../config/networks';
import type { Balance } from '../../model/balance';
import { currentWallet } from '../../store/currentWallet';
import type { WalletModalServices } from '../../store/services';
import { selectAllNetworks, selectSupports } from '../../store/slices/chainSlice';
import type { WalletModalDispatch, WalletModalState } from '../../store/types';
import { type CaipAddress, parseCaipAddress } from '../../utils/caip';
import { supportedChainsApi } from '../chain/parts';
import { persistedNativeBalance, persistedPortfolio } from './accountQueries';
import { selectActiveBalanceArg } from './accountSelectors';
import { runPersistedQuery } from './persistedAnswers';
import { nativeBalanceEntry } from './tokenBalances';

/**
 * The Tokens list and how it was found: `unavailable` when the portfolio does not serve the network, `failed` when its
 * fetch failed (both then show the chain's own answers); `stale` for a stored portfolio shown while it is asked again.
 */
export interface TokenBalances {
  balances: Balance[];
  problem?: 'unavailable' | 'failed';
  stale?: true;
}

export interface TokenBalancesArg {
  caipAddress: CaipAddress;
  /** Past every cache (a transfer, a retry); not part of the cache key. */
  refresh?: boolean;
}

/** Tokens the wallet itself reports on this chain (`wallet_getAssets`, ERC-7811), when it discovers assets. */
async function readWalletAssets(api: BaseQueryApi, services: WalletModalServices, address: string, network: Network) {
  const wallet = (api.dispatch as WalletModalDispatch)(currentWallet(network.chainNamespace));
  if ('none' in wallet || !wallet.adapter.getWalletAssets) return undefined;
  try {
    return await wallet.adapter.getWalletAssets(wallet.connector, address, network);
  } catch (error) {
    services.logger.warn('The wallet answered wallet_getAssets with something unusable; asking the provider API', error);
    return undefined;
  }
}

/** Whether the provider API serves balances on `network`; unknown (failed to ask) counts as yes. */
async function isBalanceNetwork(api: BaseQueryApi, network: Network) {
  const result = await api.dispatch(supportedChainsApi.endpoints.getSupportedChains.initiate(undefined, { subscribe: false }));
  return result.data ? result.data.http.includes(network.caipNetworkId) : true;
}

/**
 * The tokens the network lists that the account holds, read from the chain in one multicall. A token whose answers
 * are unusable is left out with a warning; a failed read leaves them all out.
 */
async function readListedTokens(services: WalletModalServices, address: string, network: Network) {
  const adapter = services.adapters[network.chainNamespace];
  if (!network.tokens?.length || !adapter?.readTokenBalances) return [];
  try {
    const { balances, unreadable } = await adapter.readTokenBalances(address, network, network.tokens);
    for (const token of unreadable) services.logger.warn(`The token ${token.address} on ${network.name} is left out: ${token.reason}`);
    return balances;
  } catch (error) {
    services.logger.warn(`The tokens of ${network.name} could not be read from the chain`, error);
    return [];
  }
}

/**
 * The Tokens list (docs/behaviour.md#account): the wallet's own assets if it discovers them, else the portfolio (cached
 * 30 s, across reloads too). An unsupported network or a failed fetch falls back to the RPC native balance — 0.00 when
 * that fails too — and the network's listed tokens the account holds, read from the chain.
 */
async function loadTokenBalances(api: BaseQueryApi, { caipAddress, refresh = false }: TokenBalancesArg): Promise<TokenBalances> {
  const { address, caipNetworkId } = parseCaipAddress(caipAddress);
  const state = api.getState() as WalletModalState;
  const network = selectAllNetworks(state).find((candidate) => candidate.caipNetworkId === caipNetworkId);
  if (!network || !selectSupports(state, 'balance', network.chainNamespace)) return { balances: [] };
  const services = api.extra as WalletModalServices;
  const walletAssets = await readWalletAssets(api, services, address, network);
  if (walletAssets) return { balances: walletAssets };
  const supported = await isBalanceNetwork(api, network);
  if (supported) {
    const portfolio = await runPersistedQuery(services, persistedPortfolio(api, address, caipNetworkId), {
      force: refresh,
      revalidate: 'later',
    });
    if (portfolio.data) return portfolio.restored ? { balances: portfolio.data, stale: true } : { balances: portfolio.data };
    services.logger.warn(`The ${network.name} portfolio could not be fetched`, portfolio.error);
  }
  const [native, tokens] = await Promise.all([
    runPersistedQuery(services, persistedNativeBalance(api, caipAddress)),
    readListedTokens(services, address, network),
  ]);
  if (native.error) services.logger.warn(`Could not read the ${network.name} balance`, native.error);
  return {
    balances: [nativeBalanceEntry(network, native.data?.balance ?? '0'), ...tokens],
    problem: supported ? 'failed' : 'unavailable',
  };
}

export const tokenBalancesApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** The active account's tokens on a network, from whichever source answers first (docs/behaviour.md#account). */
    getTokenBalances: build.query<TokenBalances, TokenBalancesArg>({
      queryFn: async (arg, api) => {
        try {
          return { data: await loadTokenBalances(api, arg) };
        } catch (error) {
          return { error: { message: error instanceof Error ? error.message : String(error) } };
        }
      },
      serializeQueryArgs: ({ queryArgs }) => ({ caipAddress: queryArgs.caipAddress }),
      keepUnusedDataFor: CACHE_SECONDS.portfolio,
    }),
  }),
});

/** The active account's tokens on the active network (docs/behaviour.md#account); undefined until they are read. */
export const selectActiveTokenBalances = (state: WalletModalState): readonly Balance[] | undefined =>
  cachedAnswer<TokenBalances>(state, 'chainApi', 'getTokenBalances', selectActiveBalanceArg(state)).data?.balances;
