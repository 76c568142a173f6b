import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RECENT_WALLETS_MAX } from '../../constants';
import type { AccountRecord } from '../account/accountSlice';
import type { Connector } from '../connectors/connectorsSlice';

export type ConnectionStatus = 'connected' | 'reconnecting' | 'connecting' | 'disconnected';

/** One wallet connection (SPEC §3 "Wallet connection state"), keyed by its connector id. */
export interface Connection {
  connectorId: string;
  accounts: AccountRecord[];
  /** The chain the wallet is on, as it reports it (e.g. 1 for eip155, a genesis hash for solana). */
  chainId: string | number;
  connector: Pick<Connector, 'id' | 'name' | 'type' | 'chain' | 'imageUrl'>;
}

/** The WalletConnect pairing of SPEC §4: held until it expires, cleared on reset. */
export interface PairingState {
  uri: string | undefined;
  /** Epoch milliseconds. */
  expiresAt: number | undefined;
  /** The deep link the user opened, remembered after success. */
  linking: { name: string; href: string } | undefined;
  recentWalletId: string | undefined;
  connectedVia: 'qrcode' | 'mobile' | undefined;
  error: boolean;
}

export interface ConnectionSliceState {
  status: ConnectionStatus;
  currentConnectorId: string | undefined;
  connections: Record<string, Connection>;
  pairing: PairingState;
  /** Most recent first, at most 2 (SPEC §9). */
  recentWalletIds: string[];
}

const emptyPairing = (): PairingState => ({
  uri: undefined,
  expiresAt: undefined,
  linking: undefined,
  recentWalletId: undefined,
  connectedVia: undefined,
  error: false,
});

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: (): ConnectionSliceState => ({
    status: 'disconnected',
    currentConnectorId: undefined,
    connections: {},
    pairing: emptyPairing(),
    recentWalletIds: [],
  }),
  reducers: {
    connectStarted(state) {
      state.status = 'connecting';
    },
    connected(state, action: PayloadAction<Connection>) {
      state.connections[action.payload.connectorId] = action.payload;
      state.currentConnectorId = action.payload.connectorId;
      state.status = 'connected';
    },
    /** SPEC §4: back to connected when a current connection exists, otherwise disconnected. */
    connectFailed(state) {
      const hasCurrent = state.currentConnectorId !== undefined && state.currentConnectorId in state.connections;
      state.status = hasCurrent ? 'connected' : 'disconnected';
    },
    /** SPEC §4: the connection goes; the next remaining one becomes current, or status is disconnected. */
    disconnected(state, action: PayloadAction<string>) {
      delete state.connections[action.payload];
      if (state.currentConnectorId === action.payload) state.currentConnectorId = Object.keys(state.connections)[0];
      state.status = state.currentConnectorId === undefined ? 'disconnected' : 'connected';
    },
    connectionSwitched(state, action: PayloadAction<string>) {
      if (action.payload in state.connections) state.currentConnectorId = action.payload;
    },
    recentWalletUsed(state, action: PayloadAction<string>) {
      state.recentWalletIds = [action.payload, ...state.recentWalletIds.filter((id) => id !== action.payload)].slice(0, RECENT_WALLETS_MAX);
    },
    pairingUriCreated(state, action: PayloadAction<{ uri: string; expiresAt: number }>) {
      state.pairing = { ...emptyPairing(), ...action.payload };
    },
    /** SPEC §4: clears the URI, expiry, linking data, recent wallet, status and stored deep link. */
    pairingReset(state) {
      state.pairing = emptyPairing();
    },
  },
  selectors: {
    selectConnectionStatus: (state) => state.status,
    selectIsConnected: (state) => state.status === 'connected',
    selectCurrentConnection: (state) => (state.currentConnectorId === undefined ? undefined : state.connections[state.currentConnectorId]),
    selectPairing: (state) => state.pairing,
    selectRecentWalletIds: (state) => state.recentWalletIds,
  },
});

export const {
  connectStarted,
  connected,
  connectFailed,
  disconnected,
  connectionSwitched,
  recentWalletUsed,
  pairingUriCreated,
  pairingReset,
} = connectionSlice.actions;
export const { selectConnectionStatus, selectIsConnected, selectCurrentConnection, selectPairing, selectRecentWalletIds } =
  connectionSlice.selectors;
