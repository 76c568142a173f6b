import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../constants';

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN' | 'ID_AUTH';

/**
 * The Connector of SPEC §3 without its `provider`: providers are live objects, so they stay in the
 * connector registry the listener middleware gets as `extra`, looked up by this id.
 */
export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  info?: { rdns?: string };
  /** For MULTI_CHAIN entries: the per-namespace connectors merged by name (SPEC §3). */
  connectors?: Connector[];
}

const connectorsAdapter = createEntityAdapter<Connector>();

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState: connectorsAdapter.getInitialState(),
  reducers: {
    connectorsFound: connectorsAdapter.upsertMany,
    connectorRemoved: connectorsAdapter.removeOne,
  },
  selectors: {
    selectConnectors: (state) => connectorsAdapter.getSelectors().selectAll(state),
    selectConnectorById: (state, id: string) => state.entities[id],
  },
});

export const { connectorsFound, connectorRemoved } = connectorsSlice.actions;
export const { selectConnectors, selectConnectorById } = connectorsSlice.selectors;
