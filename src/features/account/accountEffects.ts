// The account data effects (SPEC §7, §8): a chunk of their own, loaded when the first account appears, so a
// visitor who never connects does not download them. accountListeners.ts registers them.

import type { Network } from '../../config/networks';
import { BALANCE_RETRY_MS, supportsOn } from '../../constants';
import { ErrorText } from '../../errors';
import {
  type addressChanged,
  balanceFetched,
  profileFetched,
  selectActiveAccount,
  tokenBalanceFetched,
} from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import type { ListenerApi } from '../../store/types';
import { parseCaipAddress } from '../../utils/caip';
import { cancellableDelay } from '../../utils/delay';
import { supportedChainsApi } from '../chain/supportedChainsApi';
import { namesApi } from '../names/namesApi';
import { balanceApi } from './balanceApi';
import { identityApi } from './identityApi';
import { nativeBalanceApi } from './nativeBalanceApi';
import { nativeBalanceEntry } from './tokenBalances';

/** The active account's native balance read from the chain: cached 30 s (SPEC §9) unless `force`. */
async function readNativeBalance(api: ListenerApi, address: string, network: Network, force: boolean) {
  const result = await api.pause(
    api.dispatch(
      nativeBalanceApi.endpoints.getNativeBalance.initiate(
        { caipAddress: `${network.caipNetworkId}:${address}` },
        { subscribe: false, forceRefetch: force },
      ),
    ),
  );
  if (result.error) api.extra.logger.warn(`Could not read the ${network.name} balance`, result.error);
  return result.data;
}

/** Tokens the wallet itself reports on this chain (SPEC §7 `wallet_getAssets`), when it discovers assets. */
async function readWalletAssets(api: ListenerApi, address: string, network: Network) {
  const { currentConnectorId } = api.getState().connection;
  const connector = currentConnectorId === undefined ? undefined : api.extra.connectors.get(currentConnectorId);
  const adapter = api.extra.adapters[network.chainNamespace];
  if (!connector || !adapter?.getWalletAssets) return undefined;
  try {
    return await api.pause(adapter.getWalletAssets(connector, address, network));
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
 * The Tokens list (SPEC §8): the wallet's own assets if it discovers them, else the portfolio (cached
 * 30 s, SPEC §9). An unsupported network or a failed fetch falls back to the RPC native balance —
 * 0.00 when that fails too.
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
    const portfolio = await api.pause(
      api.dispatch(
        balanceApi.endpoints.getBalances.initiate({ address, chainId: network.caipNetworkId }, { subscribe: false, forceRefetch: force }),
      ),
    );
    if (portfolio.data) {
      api.dispatch(tokenBalanceFetched({ namespace, balances: portfolio.data }));
      return 'loaded';
    }
    api.extra.logger.warn(`The ${network.name} portfolio could not be fetched`, portfolio.error);
  }
  const native = await readNativeBalance(api, address, network, false);
  api.dispatch(tokenBalanceFetched({ namespace, balances: [nativeBalanceEntry(network, native?.balance ?? '0')] }));
  return supported ? 'failed' : 'unavailable';
}

/**
 * The balance shown beside the address: the native balance of the active account on the active network, read
 * from the chain; a failed read shows 0.00 (SPEC §8). `force` (a transfer confirmed) reads again at once;
 * anything else within 30 s gets the cached value (SPEC §9).
 */
export async function showNativeBalance(api: ListenerApi, force: boolean) {
  const state = api.getState();
  const address = selectActiveAccount(state)?.address;
  const network = selectActiveNetwork(state);
  if (!address || !network || network.rpcUrls.default.http.length === 0) return;
  const native = await readNativeBalance(api, address, network, force);
  const { balance, symbol } = native ?? { balance: '0', symbol: network.nativeCurrency.symbol };
  api.dispatch(balanceFetched({ namespace: network.chainNamespace, balance, symbol }));
}

/**
 * SPEC §8 'Token Balance Unavailable': an error toast when the network is unsupported or the fetch fails; a
 * failed fetch is retried every 30 s (SPEC §9) until it succeeds or the account or network changes. The toast
 * is shown once per failing streak, not on every retry.
 */
export async function keepTokenBalances(api: ListenerApi, refresh: boolean) {
  let force = refresh;
  let toastShown = false;
  for (;;) {
    const outcome = await loadTokenBalances(api, force);
    if (outcome === 'loaded') return;
    if (!toastShown) api.dispatch(toastRequested('error', ErrorText.tokenBalanceUnavailable));
    toastShown = true;
    if (outcome === 'unavailable') return;
    await cancellableDelay(BALANCE_RETRY_MS, api.signal);
    if (api.signal.aborted) return;
    force = true;
  }
}

/**
 * SPEC §7 identity: the account's name and avatar (cached 5 min, SPEC §9), else its first registered name from
 * the reverse profile lookup. Names exist on eip155 only (SPEC §9).
 */
export async function showIdentity(api: ListenerApi, { namespace, caipAddress }: ReturnType<typeof addressChanged>['payload']) {
  if (!supportsOn('names', namespace)) return;
  const { address } = parseCaipAddress(caipAddress);
  const identity = await api.pause(
    api.dispatch(identityApi.endpoints.getIdentity.initiate({ address, sender: address }, { subscribe: false })),
  );
  let name = identity.data?.name ?? undefined;
  let image = identity.data?.avatar ?? undefined;
  if (!name) {
    const profiles = await api.pause(
      api.dispatch(namesApi.endpoints.getProfilesByAddress.initiate({ address, sender: address }, { subscribe: false })),
    );
    if (profiles.error) api.extra.logger.warn(ErrorText.errorFetchingNamesForAddress, profiles.error);
    const profile = profiles.data?.[0];
    name = profile?.name;
    image ??= profile?.attributes?.avatar;
  }
  if (api.getState().account.byNamespace[namespace]?.caipAddress !== caipAddress) return;
  api.dispatch(profileFetched({ namespace, name, image }));
}
