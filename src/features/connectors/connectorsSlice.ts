import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../constants';

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN' | 'ID_AUTH';

/**
 * The Connector of SPEC §3 without its `provider`: providers are live objects, so they stay in the
 * connector registry the listener middleware gets as `extra`, looked up by this id.
 */
export interface ChainConnector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  info?: { rdns?: string };
  /** Whether the wallet's provider is present on the page. */
  installed?: boolean;
}

export interface Connector extends ChainConnector {
  /** For MULTI_CHAIN entries: the per-namespace connectors merged by name (SPEC §3). */
  connectors?: ChainConnector[];
}

export interface ConnectorsSliceState {
  /** In the order they were found; an id appears once. */
  list: Connector[];
}

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState: (): ConnectorsSliceState => ({ list: [] }),
  reducers: {
    connectorsFound(state, action: PayloadAction<Connector[]>) {
      for (const connector of action.payload) {
        const index = state.list.findIndex((known) => known.id === connector.id);
        if (index === -1) state.list.push(connector);
        else state.list[index] = connector;
      }
    },
    connectorRemoved(state, action: PayloadAction<string>) {
      state.list = state.list.filter((connector) => connector.id !== action.payload);
    },
  },
  selectors: {
    selectConnectors: (state) => state.list,
    selectConnectorById: (state, id: string) => state.list.find((connector) => connector.id === id),
  },
});

export const { connectorsFound, connectorRemoved } = connectorsSlice.actions;
export const { selectConnectors, selectConnectorById } = connectorsSlice.selectors;
