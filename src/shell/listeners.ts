import { registerAccountListeners } from '../features/account/accountListeners';
import { registerAlertsListeners } from '../features/alerts/alertsListeners';
import { registerChainListeners } from '../features/chain/chainListeners';
import { registerConnectionListeners } from '../features/connection/connectionListeners';
import { registerPairingListeners } from '../features/connection/pairingListeners';
import { registerHistoryListeners } from '../features/history/historyListeners';
import { registerModalListeners } from '../features/modal/modalListeners';
import { registerSendListeners } from '../features/send/sendListeners';
import type { StartListening } from '../store/types';

/** Each feature registers its own side effects; later features add their line here. */
export function registerListeners(startListening: StartListening) {
  registerModalListeners(startListening);
  registerAlertsListeners(startListening);
  registerConnectionListeners(startListening);
  registerPairingListeners(startListening);
  registerChainListeners(startListening);
  registerAccountListeners(startListening);
  registerSendListeners(startListening);
  registerHistoryListeners(startListening);
}
