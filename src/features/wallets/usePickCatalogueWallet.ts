'use client';

import { useAppDispatch, useAppSelector, useServices } from '../../store/hooks';
import { selectActiveNamespace } from '../../store/slices/chainSlice';
import { walletBrowserRequested } from '../../store/slices/connectionSlice';
import { selectModalNamespace, viewPushed } from '../../store/slices/modalSlice';
import { selectPlatform } from '../../store/slices/optionsSlice';

/**
 * What picking a catalogue wallet does: its WalletConnect pairing, except on a phone without the wallet, where a wallet
 * app the family opens pages in (`browseLinks`) gets this page in its own browser (docs/behaviour.md#other-chain-families).
 */
export function usePickCatalogueWallet() {
  const dispatch = useAppDispatch();
  const { adapters } = useServices();
  const { isMobile } = useAppSelector(selectPlatform);
  const namespace = useAppSelector((state) => selectModalNamespace(state) ?? selectActiveNamespace(state));
  const connectors = useAppSelector((state) => state.connectors.list);
  return (wallet: { id: string; name: string }) => {
    const installed = connectors.some((connector) => connector.chain === namespace && connector.name === wallet.name);
    if (isMobile && namespace && !installed && adapters[namespace]?.family.browseLinks?.[wallet.id]) {
      dispatch(walletBrowserRequested({ walletId: wallet.id, namespace }));
      return;
    }
    dispatch(viewPushed({ view: 'ConnectingWalletConnect', data: { walletId: wallet.id, name: wallet.name } }));
  };
}
