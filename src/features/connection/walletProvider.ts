import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { currentWallet } from '../../store/currentWallet';
import type { WalletModalServices } from '../../store/services';
import type { WalletModalState } from '../../store/types';

/**
 * A thunk giving the host the wallet provider behind a connection (the current one by default) for its
 * own requests — for eip155 an EIP-1193 provider (`personal_sign`, `eth_sendTransaction`, …):
 *
 *     const provider = await getScopedStore(store).dispatch(walletProviderRequested())
 *
 * Resolves to undefined when there is no such connection.
 */
export function walletProviderRequested(
  connectorId?: string,
): ThunkAction<Promise<unknown>, WalletModalState, WalletModalServices, UnknownAction> {
  return async (dispatch) => {
    const wallet = dispatch(currentWallet(connectorId === undefined ? undefined : { connectorId }));
    return 'none' in wallet ? undefined : wallet.connector.getProvider();
  };
}
