// The account data effects (docs/behaviour.md#account): a chunk of their own, loaded when the first account appears, so a
// visitor who never connects does not download them. accountListeners.ts registers them.

import { supportsOn } from '../../adapters/families';
import type { Network } from '../../config/networks';
import { BALANCE_RETRY_MS, CACHE_SECONDS } from '../../constants';
import { ErrorText } from '../../errors';
import { balanceSchema } from '../../model/balance';
import { currentWallet } from '../../store/currentWallet';
import {
  type addressChanged,
  balanceFetched,
  profileFetched,
  selectActiveAccount,
  tokenBalanceFetched,
} from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectActiveNetwork, selectAllNetworks } from '../../store/slices/chainSlice';
import type { ListenerApi } from '../../store/types';
import { parseCaipAddress } from '../../utils/caip';
import { cancellableDelay } from '../../utils/delay';
import { z } from '../../utils/zod';
import { supportedChainsApi } from '../chain/onDemand';
import { nameProfileSchema, namesApi } from '../names/onDemand';
import { balanceApi } from './balanceApi';
import { identityApi, identitySchema } from './identityApi';
import { nativeBalanceApi } from './nativeBalanceApi';
import { endpointQuery, forgetStoredAnswers, persistedKey, runPersistedQuery } from './persistedAnswers';
import { nativeBalanceEntry } from './tokenBalances';

const nativeBalanceSchema = z.object({ balance: z.string(), symbol: z.string() });

/** The active account's native balance read from the chain: cached 30 s, across reloads too, unless `force`. */
async function readNativeBalance(api: ListenerApi, address: string, network: Network, force: boolean) {
  const caipAddress = `${network.caipNetworkId}:${address}` as const;
  const query = endpointQuery(
    api,
    nativeBalanceApi,
    'getNativeBalance',
    { caipAddress },
    { key: persistedKey('nativeBalance', caipAddress), schema: nativeBalanceSchema, lifetimeSeconds: CACHE_SECONDS.nativeBalance },
  );
  const result = await runPersistedQuery(api, query, { force });
  if (result.error) api.extra.logger.warn(`Could not read the ${network.name} balance`, result.error);
  return result.data;
}

/** Tokens the wallet itself reports on this chain (`wallet_getAssets`, ERC-7811), when it discovers assets. */
async function readWalletAssets(api: ListenerApi, address: string, network: Network) {
  const wallet = api.dispatch(currentWallet(network.chainNamespace));
  if ('none' in wallet || !wallet.adapter.getWalletAssets) return undefined;
  try {
    return await api.pause(wallet.adapter.getWalletAssets(wallet.connector, address, network));
  } catch (error) {
    if (api.signal.aborted) throw error;
    api.extra.logger.warn('The wallet answered wallet_getAssets with something unusable; asking the provider API', error);
    return undefined;
  }
}

/** Whether the provider API serves balances on `network`; unknown (failed to ask) counts as yes. */
async function isBalanceNetwork(api: ListenerApi, network: Network) {
  const result = await api.pause(api.dispatch(supportedChainsApi.endpoints.getSupportedChains.initiate(undefined, { subscribe: false })));
  return result.data ? result.data.http.includes(network.caipNetworkId) : true;
}

type TokenBalanceOutcome = 'loaded' | 'unavailable' | 'failed';

/**
 * The Tokens list (docs/behaviour.md#account): the wallet's own assets if it discovers them, else the portfolio (cached
 * 30 s). An unsupported network or a failed fetch falls back to the RPC native balance — 0.00 when that fails too —
 * and the network's listed tokens the account holds, read from the chain.
 */
async function loadTokenBalances(api: ListenerApi, force: boolean): Promise<TokenBalanceOutcome> {
  const state = api.getState();
  const address = selectActiveAccount(state)?.address;
  const network = selectActiveNetwork(state);
  if (!address || !network) return 'loaded';
  const namespace = network.chainNamespace;
  if (!supportsOn('balance', namespace)) {
    api.dispatch(tokenBalanceFetched({ namespace, balances: [] }));
    return 'loaded';
  }
  const walletAssets = await readWalletAssets(api, address, network);
  if (walletAssets) {
    api.dispatch(tokenBalanceFetched({ namespace, balances: walletAssets }));
    return 'loaded';
  }
  const supported = await isBalanceNetwork(api, network);
  if (supported) {
    const query = endpointQuery(
      api,
      balanceApi,
      'getBalances',
      { address, chainId: network.caipNetworkId },
      {
        key: persistedKey('portfolio', address, network.caipNetworkId),
        schema: z.array(balanceSchema),
        lifetimeSeconds: CACHE_SECONDS.portfolio,
      },
    );
    const portfolio = await runPersistedQuery(api, query, {
      force,
      shown: (balances) => api.dispatch(tokenBalanceFetched({ namespace, balances })),
    });
    if (portfolio.data) {
      api.dispatch(tokenBalanceFetched({ namespace, balances: portfolio.data }));
      return 'loaded';
    }
    api.extra.logger.warn(`The ${network.name} portfolio could not be fetched`, portfolio.error);
  }
  const [native, tokens] = await Promise.all([readNativeBalance(api, address, network, false), readListedTokens(api, address, network)]);
  api.dispatch(tokenBalanceFetched({ namespace, balances: [nativeBalanceEntry(network, native?.balance ?? '0'), ...tokens] }));
  return supported ? 'failed' : 'unavailable';
}

/**
 * The tokens the network lists that the account holds, read from the chain in one multicall. A token whose answers
 * are unusable is left out with a warning; a failed read leaves them all out.
 */
async function readListedTokens(api: ListenerApi, address: string, network: Network) {
  const adapter = api.extra.adapters[network.chainNamespace];
  if (!network.tokens?.length || !adapter?.readTokenBalances) return [];
  try {
    const { balances, unreadable } = await api.pause(adapter.readTokenBalances(address, network, network.tokens));
    for (const token of unreadable) api.extra.logger.warn(`The token ${token.address} on ${network.name} is left out: ${token.reason}`);
    return balances;
  } catch (error) {
    if (api.signal.aborted) throw error;
    api.extra.logger.warn(`The tokens of ${network.name} could not be read from the chain`, error);
    return [];
  }
}

/**
 * The balance shown beside the address: the native balance of the active account on the active network, read
 * from the chain; a failed read shows 0.00 (docs/behaviour.md#account). `force` (a transfer confirmed) reads again at once;
 * anything else within 30 s gets the cached value.
 */
export async function showNativeBalance(api: ListenerApi, force: boolean) {
  const state = api.getState();
  const address = selectActiveAccount(state)?.address;
  const network = selectActiveNetwork(state);
  // A family that reads no balance is not asked for one (its adapter has no such read).
  if (!address || !network || !supportsOn('balance', network.chainNamespace) || network.rpcUrls.default.http.length === 0) return;
  const native = await readNativeBalance(api, address, network, force);
  const { balance, symbol } = native ?? { balance: '0', symbol: network.nativeCurrency.symbol };
  api.dispatch(balanceFetched({ namespace: network.chainNamespace, balance, symbol }));
}

/**
 * 'Token Balance Unavailable' (docs/behaviour.md#account): an error toast when the network is unsupported or the fetch fails; a
 * failed fetch is retried every 30 s until it succeeds or the account or network changes. The toast
 * is shown once per failing streak, not on every retry.
 */
export async function keepTokenBalances(api: ListenerApi, refresh: boolean) {
  let force = refresh;
  let toastShown = false;
  for (;;) {
    const outcome = await loadTokenBalances(api, force);
    if (outcome === 'loaded') return;
    if (!toastShown) api.dispatch(toastRequested('error', { key: 'error.tokenBalanceUnavailable' }));
    toastShown = true;
    if (outcome === 'unavailable') return;
    await cancellableDelay(BALANCE_RETRY_MS, api.signal);
    if (api.signal.aborted) return;
    force = true;
  }
}

/**
 * Identity (docs/behaviour.md#account): the account's name and avatar (cached 5 min), else its first registered name from
 * the reverse profile lookup. Names exist on eip155 only.
 */
export async function showIdentity(api: ListenerApi, { namespace, caipAddress }: ReturnType<typeof addressChanged>['payload']) {
  if (!supportsOn('names', namespace)) return;
  const { address } = parseCaipAddress(caipAddress);
  const stillShown = () => api.getState().account.byNamespace[namespace]?.caipAddress === caipAddress;
  const identityQuery = endpointQuery(
    api,
    identityApi,
    'getIdentity',
    { address, sender: address },
    { key: persistedKey('identity', address), schema: identitySchema, lifetimeSeconds: CACHE_SECONDS.identity },
  );
  // A name kept from the last visit shows at once, while the identity API is asked again.
  const identity = await runPersistedQuery(api, identityQuery, {
    shown: ({ name, avatar }) => {
      if (name && stillShown()) api.dispatch(profileFetched({ namespace, name, image: avatar ?? undefined }));
    },
  });
  let name = identity.data?.name ?? undefined;
  let image = identity.data?.avatar ?? undefined;
  if (!name) {
    const namesQuery = endpointQuery(
      api,
      namesApi,
      'getProfilesByAddress',
      { address, sender: address },
      { key: persistedKey('names', address), schema: z.array(nameProfileSchema), lifetimeSeconds: CACHE_SECONDS.ens },
    );
    const profiles = await runPersistedQuery(api, namesQuery);
    if (profiles.error) api.extra.logger.warn(ErrorText.errorFetchingNamesForAddress, profiles.error);
    const profile = profiles.data?.[0];
    name = profile?.name;
    image ??= profile?.attributes?.avatar;
  }
  if (!stillShown()) return;
  api.dispatch(profileFetched({ namespace, name, image }));
}

/** A disconnected account's stored answers go with it: the next visitor of this browser does not see them. */
export function forgetAccount(api: ListenerApi, addresses: readonly string[]) {
  const chains = selectAllNetworks(api.getState()).map((network) => network.caipNetworkId);
  for (const address of addresses) forgetStoredAnswers(api, address, chains);
}
