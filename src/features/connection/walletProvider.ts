import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DiscoveredConnector } from '../../adapters/types';
import { WalletRequestError } from '../../adapters/walletRequestError';
import { ErrorText } from '../../errors';
import { currentWallet, noWalletNotice } from '../../store/currentWallet';
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

/**
 * A thunk having the wallet behind a connection (the current one by default) sign `message` as plain text with the
 * connection's first account, in any family and over any kind of wallet (an extension, WalletConnect, the embedded
 * wallet). Resolves with the signature in the family's usual form (docs/behaviour.md#signing-a-message); rejects with
 * a `WalletRequestError` when the wallet refuses or there is no such connection:
 *
 *     const signature = await getScopedStore(store).dispatch(messageSignatureRequested('Hello'))
 */
export function messageSignatureRequested(
  message: string,
  connectorId?: string,
): ThunkAction<Promise<string>, WalletModalState, WalletModalServices, UnknownAction> {
  return async (dispatch) => {
    const wallet = dispatch(currentWallet(connectorId === undefined ? undefined : { connectorId }));
    const address = 'none' in wallet ? undefined : wallet.connection.accounts[0]?.address;
    if ('none' in wallet || address === undefined) {
      const notice = 'none' in wallet ? noWalletNotice(wallet) : { key: 'error.providerNotFound' as const };
      throw new WalletRequestError(ErrorText.providerNotFound, { notice });
    }
    return wallet.adapter.signMessage(wallet.connector, { address, message });
  };
}

/**
 * A thunk giving the live connector behind a connection (the current one by default), for what a family's adapter
 * offers beyond the contract, such as a PSBT (docs/behaviour.md#other-families):
 *
 *     const connector = getScopedStore(store).dispatch(connectorRequested());
 *     if (connector) await bitcoinAdapter.signPsbt(connector, { psbt, signInputs });
 *
 * Undefined when there is no such connection, or its wallet is not on the page.
 */
export function connectorRequested(
  connectorId?: string,
): ThunkAction<DiscoveredConnector | undefined, WalletModalState, WalletModalServices, UnknownAction> {
  return (dispatch) => {
    const wallet = dispatch(currentWallet(connectorId === undefined ? undefined : { connectorId }));
    return 'none' in wallet ? undefined : wallet.connector;
  };
}
