import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WalletLinkKind, WalletLinks } from '../../adapters/walletConnect/walletLinks';
import type { ChainNamespace } from '../../constants';
import { RECENT_WALLETS_MAX } from '../../constants';
import type { Notice } from '../../i18n/notice';
import type { AccountRecord, ConnectedWalletInfo } from '../../model/account';
import type { Connector } from '../../model/connector';
import type { StoredConnection, WalletLinking } from '../../model/session';
import type { CaipNetworkId } from '../../utils/caip';

export type ConnectionStatus = 'connected' | 'reconnecting' | 'connecting' | 'disconnected';

/** One wallet connection (docs/behaviour.md#sessions), keyed by its connector id. */
export interface Connection {
  connectorId: string;
  accounts: AccountRecord[];
  /** The chain the wallet is on, as it reports it (e.g. 1 for eip155, a genesis hash for solana). */
  chainId: string | number;
  connector: Pick<Connector, 'id' | 'name' | 'type' | 'chain' | 'imageUrl'>;
  /** The wallet as it describes itself (a WalletConnect peer's own name and icon), shown as the wallet in use. */
  wallet?: ConnectedWalletInfo;
  /** The networks a WalletConnect session granted in this namespace; undefined when the wallet serves every network. */
  approvedCaipNetworkIds?: CaipNetworkId[];
}

/** The wallet a connection is shown as: the one it describes itself as, else its connector. */
export function connectionWallet(connection: Connection): { name: string; icon?: string } {
  return connection.wallet ?? { name: connection.connector.name, icon: connection.connector.imageUrl };
}

/** The network the connected wallet is on. */
export function connectionNetworkId(connection: Connection): CaipNetworkId {
  return `${connection.connector.chain}:${connection.chainId}`;
}

/** The WalletConnect pairing (docs/behaviour.md#walletconnect): held until it expires, cleared on reset. */
export interface PairingState {
  uri: string | undefined;
  /** Epoch milliseconds; with `PAIRING_EXPIRY_MARGIN_MS` (features/connection/pairingEffects.ts) or less left the URI counts as expired. */
  expiresAt: number | undefined;
  /** The catalogue wallet picked to pair with (the recent wallet once connected); none for the plain QR code. */
  wallet: WalletLinks | undefined;
  linking: WalletLinking | undefined;
  /** Why the last wallet link was refused (only https and app schemes open). */
  linkError: Notice | undefined;
  /** How the last pairing connected: its QR code or a link to the wallet app (analytics says so, docs/behaviour.md#analytics). */
  connectedVia: 'qrcode' | 'mobile' | undefined;
}

export interface ConnectionSliceState {
  status: ConnectionStatus;
  /** The connector a connect is under way with. */
  pendingConnectorId: string | undefined;
  /** Why the last connect failed, for the Connecting view; cleared by the next attempt. */
  error: Notice | undefined;
  /** The connections stored by the last page load, read once at start and waiting to be restored. */
  storedSession: StoredConnection | undefined;
  currentConnectorId: string | undefined;
  connections: Record<string, Connection>;
  pairing: PairingState;
  /** Most recent first, at most 2. */
  recentWalletIds: string[];
}

const emptyPairing = (): PairingState => ({
  uri: undefined,
  expiresAt: undefined,
  wallet: undefined,
  linking: undefined,
  linkError: undefined,
  connectedVia: undefined,
});

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: (): ConnectionSliceState => ({
    status: 'disconnected',
    pendingConnectorId: undefined,
    error: undefined,
    storedSession: undefined,
    currentConnectorId: undefined,
    connections: {},
    pairing: emptyPairing(),
    recentWalletIds: [],
  }),
  reducers: {
    connectStarted(state, action: PayloadAction<string>) {
      state.status = 'connecting';
      state.pendingConnectorId = action.payload;
      state.error = undefined;
    },
    connected(state, action: PayloadAction<Connection>) {
      state.connections[action.payload.connectorId] = action.payload;
      state.currentConnectorId = action.payload.connectorId;
      state.status = 'connected';
      state.pendingConnectorId = undefined;
      state.error = undefined;
    },
    /** Another namespace of a live WalletConnect session joined as a connection of its own; the current one stays. */
    connectionJoined(state, action: PayloadAction<Connection>) {
      state.connections[action.payload.connectorId] = action.payload;
    },
    /** The connect the user asked for ended with the wallet connected (a restore is not an attempt). */
    attemptSucceeded: {
      reducer: (_state, _action: PayloadAction<string>) => {},
      prepare: (connectorId: string) => ({ payload: connectorId }),
    },
    /** Back to connected when a current connection exists, otherwise disconnected. */
    connectFailed(state, action: PayloadAction<Notice>) {
      endAttempt(state);
      state.error = action.payload;
    },
    /** A stored connection is being synced with its wallet. */
    restoreStarted(state) {
      state.status = 'reconnecting';
      state.storedSession = undefined;
    },
    /** The restore is over: connected if a stored connection came back, else disconnected. */
    restoreFinished(state) {
      state.status = hasCurrentConnection(state) ? 'connected' : 'disconnected';
    },
    /** The connection goes; the next remaining one becomes current, or status is disconnected. */
    disconnected(state, action: PayloadAction<string>) {
      delete state.connections[action.payload];
      if (state.currentConnectorId === action.payload) state.currentConnectorId = Object.keys(state.connections)[0];
      if (state.status !== 'connecting') state.status = state.currentConnectorId === undefined ? 'disconnected' : 'connected';
    },
    connectionSwitched(state, action: PayloadAction<string>) {
      if (action.payload in state.connections) state.currentConnectorId = action.payload;
    },
    /** The wallet changed its accounts (`accountsChanged`); the first is the active one. */
    connectionAccountsChanged(state, action: PayloadAction<{ connectorId: string; accounts: AccountRecord[] }>) {
      const connection = state.connections[action.payload.connectorId];
      if (connection) connection.accounts = action.payload.accounts;
    },
    /** The wallet changed the networks its session grants. */
    connectionNetworksApproved(state, action: PayloadAction<{ connectorId: string; caipNetworkIds: CaipNetworkId[] }>) {
      const connection = state.connections[action.payload.connectorId];
      if (connection) connection.approvedCaipNetworkIds = action.payload.caipNetworkIds;
    },
    /** The wallet moved to another chain (`chainChanged`, or a switch we asked for). */
    connectionChainChanged(state, action: PayloadAction<{ connectorId: string; chainId: string | number }>) {
      const connection = state.connections[action.payload.connectorId];
      if (connection) connection.chainId = action.payload.chainId;
    },
    recentWalletUsed(state, action: PayloadAction<string>) {
      state.recentWalletIds = [action.payload, ...state.recentWalletIds.filter((id) => id !== action.payload)].slice(0, RECENT_WALLETS_MAX);
    },
    /** A WalletConnect attempt begins, with the catalogue wallet the user picked if any. */
    pairingStarted(state, action: PayloadAction<WalletLinks | undefined>) {
      state.pairing = { ...emptyPairing(), wallet: action.payload };
    },
    /** Another catalogue wallet picked while the same pairing URI is shown: the URI serves it too. */
    pairingWalletChosen(state, action: PayloadAction<WalletLinks | undefined>) {
      state.pairing.wallet = action.payload;
      state.pairing.linking = undefined;
      state.pairing.linkError = undefined;
    },
    pairingUriCreated(state, action: PayloadAction<{ uri: string; expiresAt: number }>) {
      state.pairing.uri = action.payload.uri;
      state.pairing.expiresAt = action.payload.expiresAt;
    },
    /** The URI ran out before a wallet used it: the attempt ends without an error (a fresh one may follow). */
    pairingExpired(state) {
      state.pairing.uri = undefined;
      state.pairing.expiresAt = undefined;
      endAttempt(state);
    },
    walletLinkOpened(state, action: PayloadAction<WalletLinking>) {
      state.pairing.linking = action.payload;
      state.pairing.linkError = undefined;
    },
    walletLinkRefused(state, action: PayloadAction<Notice>) {
      state.pairing.linkError = action.payload;
    },
    /** Success keeps the deep link and the recent wallet, and how it connected. */
    pairingSucceeded(state) {
      state.pairing.uri = undefined;
      state.pairing.expiresAt = undefined;
      state.pairing.connectedVia = state.pairing.linking ? 'mobile' : 'qrcode';
    },
    /** Clears the URI, expiry, linking data, recent wallet, status and stored deep link. */
    pairingReset(state) {
      state.pairing = emptyPairing();
    },
  },
  selectors: {
    selectConnectionStatus: (state) => state.status,
    selectConnectError: (state) => state.error,
    selectPendingConnectorId: (state) => state.pendingConnectorId,
    selectConnections: (state) => state.connections,
    selectIsConnected: (state) => state.status === 'connected',
    selectCurrentConnection: (state) => (state.currentConnectorId === undefined ? undefined : state.connections[state.currentConnectorId]),
    selectPairing: (state) => state.pairing,
    selectRecentWalletIds: (state) => state.recentWalletIds,
  },
});

function hasCurrentConnection(state: ConnectionSliceState): boolean {
  return state.currentConnectorId !== undefined && state.currentConnectorId in state.connections;
}

/** An attempt ends back at connected when a current connection exists, otherwise disconnected. */
function endAttempt(state: ConnectionSliceState) {
  state.status = hasCurrentConnection(state) ? 'connected' : 'disconnected';
  state.pendingConnectorId = undefined;
}

/**
 * The user picked a connector (events the listeners act on; no reducer changes state for them). `wallet`
 * is the catalogue wallet to pair with when the connector is WalletConnect.
 */
export const connectRequested = createAction<{ connectorId: string; wallet?: WalletLinks }>('connection/connectRequested');
/** The user asked to open the picked wallet's app (or the page did, on mobile) with the pairing URI. */
export const walletLinkRequested = createAction<{ kind: WalletLinkKind }>('connection/walletLinkRequested');
/** A catalogue wallet picked on a phone where its family opens the page in the wallet's own browser (`browseLinks`). */
export const walletBrowserRequested = createAction<{ walletId: string; namespace: ChainNamespace }>('connection/walletBrowserRequested');
/** The user asked to disconnect a connection, the current one when no id is given. */
export const disconnectRequested = createAction<{ connectorId?: string } | undefined>('connection/disconnectRequested');
/** The wallet of a connection refused to disconnect (its family's part of the disconnect failed); the connection stays. */
export const disconnectFailed = createAction<string>('connection/disconnectFailed');
/** The user picked another of their connections to be the current one. */
export const connectionSwitchRequested = createAction<{ connectorId: string }>('connection/switchRequested');

export const {
  connectStarted,
  connected,
  connectionJoined,
  attemptSucceeded: connectSucceeded,
  connectFailed,
  restoreStarted,
  restoreFinished,
  disconnected,
  connectionSwitched,
  connectionAccountsChanged,
  connectionChainChanged,
  connectionNetworksApproved,
  recentWalletUsed,
  pairingStarted,
  pairingWalletChosen,
  pairingUriCreated,
  pairingExpired,
  walletLinkOpened,
  walletLinkRefused,
  pairingSucceeded,
  pairingReset,
} = connectionSlice.actions;
export const {
  selectConnectionStatus,
  selectConnectError,
  selectPendingConnectorId,
  selectConnections,
  selectIsConnected,
  selectCurrentConnection,
  selectPairing,
  selectRecentWalletIds,
} = connectionSlice.selectors;
