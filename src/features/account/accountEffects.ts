// The account data effects (docs/behaviour.md#account): a chunk of their own, loaded when the first account appears, so a
// visitor who never connects does not download them. accountListeners.ts registers them. They ask RTK Query for the
// answers and hold them in its cache while the account is shown; the views read them there (accountSelectors.ts).

import { ErrorText } from '../../errors';
import { accountCleared, type addressChanged } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectActiveNetwork, selectAllNetworks, selectSupports } from '../../store/slices/chainSlice';
import type { ListenerApi } from '../../store/types';
import { type CaipAddress, parseCaipAddress } from '../../utils/caip';
import { cancellableDelay } from '../../utils/delay';
import { type Hold, persistedIdentity, persistedNames, persistedNativeBalance } from './accountQueries';
import { selectActiveCaipAddress } from './accountSelectors';
import { BALANCE_RETRY_MS } from './balanceRetry';
import { forgetStoredAnswers, runPersistedQuery } from './persistedAnswers';
import { tokenBalancesApi } from './tokenBalancesApi';

/**
 * Runs `effect` with a `hold` for the subscriptions of what it shows, and keeps them until the listener is cancelled
 * (another account or network, a refresh) or `until` resolves: the answers stay cached for as long as they are shown.
 */
async function holdingAnswers(
  api: ListenerApi,
  effect: (hold: Hold) => Promise<void>,
  until: () => Promise<unknown> = () => new Promise(() => {}),
) {
  const held: { unsubscribe(): void }[] = [];
  try {
    await effect((subscription) => held.push(subscription));
    await api.pause(until());
  } finally {
    for (const subscription of held) subscription.unsubscribe();
  }
}

/**
 * The balance shown beside the address: the native balance of the active account on the active network, read
 * from the chain; a failed read shows 0.00 (docs/behaviour.md#account). `force` (a transfer confirmed) reads again at once;
 * anything else within 30 s gets the cached value.
 */
async function readNativeBalance(api: ListenerApi, caipAddress: CaipAddress, force: boolean, hold: Hold) {
  const network = selectActiveNetwork(api.getState());
  // A family that reads no balance is not asked for one (its adapter has no such read).
  if (!network || !selectSupports(api.getState(), 'balance', network.chainNamespace) || network.rpcUrls.default.http.length === 0) return;
  const result = await api.pause(runPersistedQuery(api.extra, persistedNativeBalance(api, caipAddress, hold), { force }));
  if (result.error) api.extra.logger.warn(`Could not read the ${network.name} balance`, result.error);
}

/**
 * 'Token Balance Unavailable' (docs/behaviour.md#account): an error toast when the network is unsupported or the fetch fails; a
 * failed fetch is retried every 30 s until it succeeds or the account or network changes. The toast
 * is shown once per failing streak, not on every retry. A stored portfolio shows at once and is asked for again.
 */
async function keepTokenBalances(api: ListenerApi, caipAddress: CaipAddress, refresh: boolean, hold: Hold) {
  let force = refresh;
  let toastShown = false;
  for (;;) {
    const request = api.dispatch(
      tokenBalancesApi.endpoints.getTokenBalances.initiate({ caipAddress, refresh: force }, { forceRefetch: true }),
    );
    hold(request);
    const { data } = await api.pause(request);
    if (data?.stale) {
      force = true;
      continue;
    }
    if (!data?.problem) return;
    if (!toastShown) api.dispatch(toastRequested('error', { key: 'error.tokenBalanceUnavailable' }));
    toastShown = true;
    if (data.problem === 'unavailable') return;
    await cancellableDelay(BALANCE_RETRY_MS, api.signal);
    if (api.signal.aborted) return;
    force = true;
  }
}

/** The active account's balances on the active network, read and held while they are shown. */
export async function keepBalances(api: ListenerApi, force: boolean) {
  const caipAddress = selectActiveCaipAddress(api.getState());
  if (!caipAddress) return;
  await holdingAnswers(api, async (hold) => {
    await Promise.all([readNativeBalance(api, caipAddress, force, hold), keepTokenBalances(api, caipAddress, force, hold)]);
  });
}

/**
 * Identity (docs/behaviour.md#account): the account's name and avatar (cached 5 min), else its first registered name from
 * the reverse profile lookup. A name kept from the last visit shows at once, while the
 * identity API is asked again. Held until the account is cleared or another one comes.
 */
export async function keepIdentity(api: ListenerApi, { namespace, caipAddress }: ReturnType<typeof addressChanged>['payload']) {
  const { address } = parseCaipAddress(caipAddress);
  await holdingAnswers(
    api,
    async (hold) => {
      const identity = await api.pause(runPersistedQuery(api.extra, persistedIdentity(api, address, hold)));
      if (identity.data?.name) return;
      const profiles = await api.pause(runPersistedQuery(api.extra, persistedNames(api, address, hold)));
      if (profiles.error) api.extra.logger.warn(ErrorText.errorFetchingNamesForAddress, profiles.error);
    },
    () => api.condition((action) => accountCleared.match(action) && action.payload === namespace),
  );
}

/** A disconnected account's stored answers go with it: the next visitor of this browser does not see them. */
export function forgetAccount(api: ListenerApi, addresses: readonly string[]) {
  const chains = selectAllNetworks(api.getState()).map((network) => network.caipNetworkId);
  for (const address of addresses) forgetStoredAnswers(api.extra, address, chains);
}
