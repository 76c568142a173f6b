// What a network switch does once the wallet is to be asked, loaded with the first such switch.
import { walletNotice } from '../../adapters/walletRequestError';
import type { Network } from '../../config/networks';
import { currentWallet, noWalletNotice } from '../../store/currentWallet';
import { toastRequested } from '../../store/slices/alertsSlice';
import { networkSwitched, switchSettled } from '../../store/slices/chainSlice';
import { connectionChainChanged } from '../../store/slices/connectionSlice';
import { loadingChanged } from '../../store/slices/modalSlice';
import type { ListenerApi } from '../../store/types';

/** Asks the wallet of `connectorId` to move to `network`; the app follows only once the wallet has. */
export async function askWalletToSwitch(api: ListenerApi, connectorId: string, network: Network) {
  const wallet = api.dispatch(currentWallet());
  if ('none' in wallet) {
    api.dispatch(toastRequested('error', noWalletNotice(wallet)));
    return;
  }
  api.dispatch(loadingChanged(true));
  try {
    await api.pause(wallet.adapter.switchNetwork(wallet.connector, network));
  } catch (error) {
    if (api.signal.aborted) return;
    // A rejection aborts — nothing changes but the message.
    api.extra.logger.info(`Switching to ${network.name} failed`, error);
    api.dispatch(loadingChanged(false));
    api.dispatch(toastRequested('error', walletNotice(error, { key: 'notice.switchFailed' })));
    api.dispatch(switchSettled({ outcome: 'error', walletAsked: true }));
    return;
  }
  api.dispatch(loadingChanged(false));
  api.dispatch(connectionChainChanged({ connectorId, chainId: network.id }));
  api.dispatch(networkSwitched(network.caipNetworkId));
  api.dispatch(switchSettled({ outcome: 'success', walletAsked: true }));
}
