import type { ChainConnector } from '../../model/connector';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { connectionWallet, connectSucceeded } from '../../store/slices/connectionSlice';
import { selectConnectorById } from '../../store/slices/connectorsSlice';
import type { WalletModalState } from '../../store/types';

/** An action the analytics listener saw, with our state before and after it, and when (epoch milliseconds). */
export interface Occurrence {
  action: { type: string; payload?: unknown };
  before: WalletModalState;
  after: WalletModalState;
  at: number;
}

export type AnalyticsProps = Record<string, string | number | boolean | null>;

const payloadField = ({ payload }: Occurrence['action'], name: string): string | undefined => {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The wallet an event is about: the connection or connector its payload names, else the one a connect is under way
 * with, else the current connection. A connection counts as the wallet it describes itself as.
 */
function walletOf({ action, before, after }: Occurrence): Pick<ChainConnector, 'name' | 'type' | 'chain'> | undefined {
  const named = typeof action.payload === 'string' ? action.payload : undefined;
  for (const id of [named, before.connection.pendingConnectorId, after.connection.currentConnectorId]) {
    if (id === undefined) continue;
    const connection = after.connection.connections[id] ?? before.connection.connections[id];
    if (connection) return { name: connectionWallet(connection).name, type: connection.connector.type, chain: connection.connector.chain };
    const connector = selectConnectorById(after, id);
    if (connector) return connector;
  }
  return undefined;
}

/**
 * What every event says (docs/behaviour.md#analytics), each prop only when it has a value. Read from the state and the
 * outcome alone: nothing the user typed, signed or was asked to sign is ever among them.
 */
export function analyticsProps(occurrence: Occurrence): AnalyticsProps {
  const { action, after } = occurrence;
  const wallet = walletOf(occurrence);
  // Why something failed, as its catalogue key: the values beside it may hold the wallet's own words.
  const reason = payloadField(action, 'key');
  const props = {
    event: action.type,
    connected: after.connection.status === 'connected',
    network: selectActiveNetwork(after)?.caipNetworkId,
    wallet: wallet?.name,
    // How the modal reaches the wallet: its connector type (ANNOUNCED, INJECTED, EXTERNAL, WALLET_CONNECT, …).
    method: wallet?.type,
    namespace: wallet?.chain,
    // How a WalletConnect wallet the user connected was paired: by its QR code, or a link to the wallet app.
    connectedVia:
      action.type === connectSucceeded.type && wallet?.type === 'WALLET_CONNECT' ? after.connection.pairing.connectedVia : undefined,
    outcome: payloadField(action, 'outcome'),
    reason: reason && /^(error|notice)\./.test(reason) ? reason : undefined,
    token: action.type.startsWith('send/') ? after.send?.token?.symbol : undefined,
  };
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as AnalyticsProps;
}
