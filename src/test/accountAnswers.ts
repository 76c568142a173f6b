// Puts an account's answers into RTK Query's cache, where the views read them, as if the APIs had answered.
import { identityArg } from '../features/account/accountSelectors';
import { type Identity, identityApi } from '../features/account/identityApi';
import { nativeBalanceApi } from '../features/account/nativeBalanceApi';
import { tokenBalancesApi } from '../features/account/tokenBalancesApi';
import type { Balance } from '../model/balance';
import type { ScopedStore } from '../store/scopedStore';
import { addressChanged } from '../store/slices/accountSlice';
import type { CaipAddress } from '../utils/caip';
import type { ActionMatcher } from './store';

/** The native balance of `caipAddress`, as the chain would answer it. */
export function seedNativeBalance(scoped: ScopedStore, caipAddress: CaipAddress, balance: string, symbol = 'ETH') {
  scoped.dispatch(
    nativeBalanceApi.util.upsertQueryEntries([{ endpointName: 'getNativeBalance', arg: { caipAddress }, value: { balance, symbol } }]),
  );
}

/** The tokens of `caipAddress` on its network, as the Tokens list's sources would answer them. */
export function seedTokenBalances(scoped: ScopedStore, caipAddress: CaipAddress, balances: Balance[]) {
  scoped.dispatch(
    tokenBalancesApi.util.upsertQueryEntries([{ endpointName: 'getTokenBalances', arg: { caipAddress }, value: { balances } }]),
  );
}

/** The identity of `address`, as the identity API would answer it. */
export function seedIdentity(scoped: ScopedStore, address: string, identity: Identity) {
  scoped.dispatch(identityApi.util.upsertQueryEntries([{ endpointName: 'getIdentity', arg: identityArg(address), value: identity }]));
}

/** An endpoint's answer landing in RTK Query's cache, for `waitForEffects`. */
const answered = (endpoint: { name: string; matchFulfilled: (action: unknown) => boolean }): ActionMatcher => ({
  type: `${endpoint.name} answered`,
  match: endpoint.matchFulfilled,
});

/** The native balance and the tokens of the active account read into the cache. */
export const BALANCES_READ = [answered(nativeBalanceApi.endpoints.getNativeBalance), answered(tokenBalancesApi.endpoints.getTokenBalances)];

/** The effects of an address change: the account's balance, tokens and profile read and shown. */
export const ACCOUNT_DATA: [ActionMatcher, ActionMatcher[]] = [
  addressChanged,
  [...BALANCES_READ, answered(identityApi.endpoints.getIdentity)],
];
