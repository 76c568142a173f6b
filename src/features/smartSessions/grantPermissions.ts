import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { WalletModalServices } from '../../store/services';
import type { WalletModalState } from '../../store/types';
import type { GrantPermissionsRequest, SmartSession } from './sessionsApi';

/**
 * A thunk asking the connected EVM wallet to grant `request` on the active network (`wallet_grantPermissions`, ERC-7715),
 * then keeping the grant with the provider API, where the Smart Sessions view lists it (docs/behaviour.md#smart-sessions):
 *
 *     const session = await getScopedStore(store).dispatch(grantPermissions({ expiry, permissions }))
 *
 * The modal adds a policy binding the grant to the project under a fresh nonce (grantBinding.ts), so its signature
 * activates it once, for this app only. Resolves with the session kept (its `pci`) and the wallet's `context`; rejects
 * when smart sessions are off, no EVM account is connected, the request is malformed or its expiry past, the wallet
 * refuses (a `WalletRequestError`), or the API does not keep it.
 */
export function grantPermissions(
  request: GrantPermissionsRequest,
): ThunkAction<Promise<SmartSession>, WalletModalState, WalletModalServices, UnknownAction> {
  return async (dispatch, getState) => (await import('./smartSessionsEffects')).grantSmartSession(dispatch, getState, request);
}
