// The active account's answers, read from RTK Query's cache through selectors keyed by the active account and network:
// the cache is their one copy. Loaded with the account effects (RTK Query is not in the first load); the first-load
// selectors of accountSelectors.ts read through these once they join.
import { createSelector } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectFromCache } from '../../api/selectFromCache';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress } from '../../utils/caip';
import { displayBalance } from '../../utils/units';
import { namesApi } from '../names/onDemand';
import { identityArg } from './accountQueries';
import { accountAnswersJoined, type Profile } from './accountSelectors';
import { identityApi } from './identityApi';
import { nativeBalanceApi } from './nativeBalanceApi';
import { tokenBalancesApi } from './tokenBalancesApi';

const selectActiveAddress = (state: WalletModalState) => selectActiveAccount(state)?.address;

/** The active account on the active network (CAIP-10), the key of its balances. */
export const selectActiveCaipAddress = createSelector([selectActiveAddress, selectActiveNetwork], (address, network) =>
  address && network ? (`${network.caipNetworkId}:${address}` as CaipAddress) : undefined,
);

/** Whose name the identity and names answers give: the active account, on a namespace with names. */
const selectNamedAddress = createSelector(
  [selectActiveAddress, (state: WalletModalState) => selectActiveNetworkSupports(state, 'names')],
  (address, named) => (named ? address : undefined),
);

// One entry selector per argument, made again only when the account or network changes.
const selectNativeBalanceEntry = createSelector([selectActiveCaipAddress], (caipAddress) =>
  nativeBalanceApi.endpoints.getNativeBalance.select(caipAddress ? { caipAddress } : skipToken),
);
const selectTokenBalancesEntry = createSelector([selectActiveCaipAddress], (caipAddress) =>
  tokenBalancesApi.endpoints.getTokenBalances.select(caipAddress ? { caipAddress } : skipToken),
);
const selectIdentityEntry = createSelector([selectNamedAddress], (address) =>
  identityApi.endpoints.getIdentity.select(address ? identityArg(address) : skipToken),
);
const selectNamesEntry = createSelector([selectNamedAddress], (address) =>
  namesApi.endpoints.getProfilesByAddress.select(address ? identityArg(address) : skipToken),
);

/** A failed read shows 0 of the network's currency (docs/behaviour.md#account). */
const selectNativeBalance = createSelector(
  [(state: WalletModalState) => selectFromCache(selectNativeBalanceEntry(state), state), selectActiveNetwork],
  (entry, network) => (entry.isError && network ? { balance: '0', symbol: network.nativeCurrency.symbol } : entry.data),
);

/** The identity API's name and avatar; without a name, the first name of the reverse lookup and its avatar. */
const selectProfile = createSelector(
  [
    (state: WalletModalState) => selectFromCache(selectIdentityEntry(state), state).data,
    (state: WalletModalState) => selectFromCache(selectNamesEntry(state), state).data,
  ],
  (identity, names): Profile | undefined => {
    if (!identity && !names) return undefined;
    if (identity?.name) return { name: identity.name, image: identity.avatar ?? undefined };
    const profile = names?.[0];
    return { name: profile?.name, image: identity?.avatar ?? profile?.attributes?.avatar };
  },
);

// The balance as shown (0.00 on a testnet): formatted here, so the number formatting waits for the balance too.
const selectBalanceText = createSelector(
  [selectNativeBalance, (state: WalletModalState) => selectActiveNetwork(state)?.testnet],
  (native, testnet) => (native === undefined ? undefined : displayBalance(native.balance, native.symbol, testnet)),
);

accountAnswersJoined({
  selectNativeBalance,
  selectBalanceText,
  selectProfile,
  selectTokenBalances: (state) => selectFromCache(selectTokenBalancesEntry(state), state).data?.balances,
});
