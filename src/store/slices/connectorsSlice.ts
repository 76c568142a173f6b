import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ChainConnector, mergeConnectorsByName } from '../../model/connector';

export interface ConnectorsSliceState {
  /** Per-namespace connectors in the order they were found; an id appears once. */
  list: ChainConnector[];
}

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState: (): ConnectorsSliceState => ({ list: [] }),
  reducers: {
    connectorsFound(state, action: PayloadAction<ChainConnector[]>) {
      for (const connector of action.payload) {
        const index = state.list.findIndex((known) => known.id === connector.id);
        if (index === -1) state.list.push(connector);
        else state.list[index] = connector;
      }
    },
  },
  selectors: {
    selectConnectorById: (state, id: string) => state.list.find((connector) => connector.id === id),
  },
});

/** The connectors as the Connect view lists them: merged by name across chains. */
export const selectConnectors = createSelector(
  [(state: { connectors: ConnectorsSliceState }) => state.connectors.list],
  mergeConnectorsByName,
);

export const { connectorsFound } = connectorsSlice.actions;
export const { selectConnectorById } = connectorsSlice.selectors;
