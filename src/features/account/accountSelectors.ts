import { createSelector } from '@reduxjs/toolkit';
import type { NativeBalance } from '../../adapters/types';
import { cachedAnswer } from '../../api/cachedAnswer';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress } from '../../utils/caip';
import { displayBalance } from '../../utils/decimalText';
import type { NameProfile } from '../names/parts';
import type { Identity } from './identityApi';

// The active account's answers, read from RTK Query's cache (their one copy) by the account and network they are for.

/** The account's name and avatar, as its identity and names answers give them. */
export interface Profile {
  name: string | undefined;
  image: string | undefined;
}

/** The identity and names APIs' question about an address; none without one. */
export function identityArg(address: string): { address: string; sender: string };
export function identityArg(address: string | undefined): { address: string; sender: string } | undefined;
export function identityArg(address: string | undefined) {
  return address ? { address, sender: address } : undefined;
}

const selectActiveAddress = (state: WalletModalState) => selectActiveAccount(state)?.address;

/** The active account on the active network (CAIP-10), the key of its balances. */
export function selectActiveCaipAddress(state: WalletModalState): CaipAddress | undefined {
  const address = selectActiveAddress(state);
  const network = selectActiveNetwork(state);
  return address && network ? `${network.caipNetworkId}:${address}` : undefined;
}

/** Whose name the identity and names answers give: the active account, on a namespace with names. */
const selectNamedAddress = (state: WalletModalState) =>
  selectActiveNetworkSupports(state, 'names') ? selectActiveAddress(state) : undefined;

/** The balance endpoints' argument for the active account on the active network. */
export const selectActiveBalanceArg = (state: WalletModalState) => {
  const caipAddress = selectActiveCaipAddress(state);
  return caipAddress && { caipAddress };
};

/** The active account's native balance on the active network; a failed read is 0 of the network's currency (docs/behaviour.md#account). */
export const selectActiveNativeBalance = createSelector(
  [
    (state: WalletModalState) => cachedAnswer<NativeBalance>(state, 'chainApi', 'getNativeBalance', selectActiveBalanceArg(state)),
    selectActiveNetwork,
  ],
  (answer, network): NativeBalance | undefined =>
    answer.status === 'rejected' && network ? { balance: '0', symbol: network.nativeCurrency.symbol } : answer.data,
);

/** The active account's name and avatar, once read (eip155 only): the identity API's; without a name, the first of the reverse lookup. */
export const selectActiveProfile = createSelector(
  [
    (state: WalletModalState) => cachedAnswer<Identity>(state, 'providerApi', 'getIdentity', identityArg(selectNamedAddress(state))).data,
    (state: WalletModalState) =>
      cachedAnswer<NameProfile[]>(state, 'providerApi', 'getProfilesByAddress', identityArg(selectNamedAddress(state))).data,
  ],
  (identity, names): Profile | undefined => {
    if (!identity && !names) return undefined;
    if (identity?.name) return { name: identity.name, image: identity.avatar ?? undefined };
    const profile = names?.[0];
    return { name: profile?.name, image: identity?.avatar ?? profile?.attributes?.avatar };
  },
);

/**
 * Who the active account is and with which wallet, without its balances: compare with `shallowEqual`, so a balance update does not
 * re-render what shows only the name, avatar or address.
 */
export function selectActiveAccountCard(state: WalletModalState) {
  const account = selectActiveAccount(state);
  const profile = selectActiveProfile(state);
  return {
    address: account?.address,
    name: profile?.name,
    image: profile?.image,
    explorerUrl: account?.addressExplorerUrl,
    /** The wallet in use, as it describes itself (docs/behaviour.md#account). */
    wallet: account?.connectedWalletInfo,
  };
}

/** The active account's native balance as shown (0.00 on a testnet); undefined until it is read. */
export const selectActiveBalanceText = createSelector(
  [selectActiveNativeBalance, (state: WalletModalState) => selectActiveNetwork(state)?.testnet],
  (native, testnet) => (native === undefined ? undefined : displayBalance(native.balance, native.symbol, testnet)),
);
