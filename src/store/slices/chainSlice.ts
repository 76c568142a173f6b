import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainFamily, FamilyCapability } from '../../adapters/family';
import type { Network } from '../../config/networks';
import type { ChainNamespace } from '../../constants';
import type { CaipNetworkId } from '../../utils/caip';

interface NetworkState {
  /** The active network of this namespace. */
  caipNetwork: Network | undefined;
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: number[];
  approvedCaipNetworkIds: CaipNetworkId[];
  requestedCaipNetworkIds: CaipNetworkId[];
}

/**
 * The Chain state (docs/behaviour.md#networks) for one namespace. Its `accountState` is the account slice's entry for the
 * same namespace (see `selectChainState`), kept there once rather than copied here.
 */
interface ChainEntry {
  namespace: ChainNamespace;
  caipNetworks: Network[];
  networkState: NetworkState;
}

export interface ChainSliceState {
  activeNamespace: ChainNamespace | undefined;
  /** Namespaces whose chain adapter is registered (the adapters themselves are services). */
  adapterNamespaces: ChainNamespace[];
  /** What this modal offers on each of those namespaces: its adapter's family's capabilities (the rules are services). */
  capabilities: Partial<Record<ChainNamespace, FamilyCapability[]>>;
  byNamespace: Partial<Record<ChainNamespace, ChainEntry>>;
  /** Set while a switch moves the active network to another namespace. */
  isSwitchingNamespace: boolean;
}

/**
 * Chain entries for the configured networks, grouped by namespace, with the default network active; `families` are those
 * of the modal's adapters.
 */
export function chainStateFor(
  networks: readonly Network[],
  activeNetwork: Network,
  families: readonly Pick<ChainFamily, 'namespace' | 'capabilities'>[],
): ChainSliceState {
  const byNamespace: ChainSliceState['byNamespace'] = {};
  for (const network of networks) {
    const entry = byNamespace[network.chainNamespace] ?? {
      namespace: network.chainNamespace,
      caipNetworks: [],
      networkState: {
        caipNetwork: undefined,
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: [],
        approvedCaipNetworkIds: [],
        requestedCaipNetworkIds: [],
      },
    };
    byNamespace[network.chainNamespace] = entry;
    entry.caipNetworks.push(network);
    entry.networkState.requestedCaipNetworkIds.push(network.caipNetworkId);
    entry.networkState.caipNetwork ??= network;
  }
  const activeEntry = byNamespace[activeNetwork.chainNamespace];
  if (activeEntry) activeEntry.networkState.caipNetwork = activeNetwork;
  return {
    activeNamespace: activeNetwork.chainNamespace,
    adapterNamespaces: families.map((family) => family.namespace),
    capabilities: Object.fromEntries(families.map((family) => [family.namespace, [...family.capabilities]])),
    byNamespace,
    isSwitchingNamespace: false,
  };
}

/** What a namespace shows while its wallet is on a network the host did not configure (UnsupportedChain, docs/behaviour.md#networks). */
function unknownNetwork(caipNetworkId: CaipNetworkId): Network {
  const [namespace, id = ''] = caipNetworkId.split(':') as [ChainNamespace, string];
  return {
    id: /^\d+$/.test(id) ? Number(id) : id,
    name: 'Unknown Network',
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    chainNamespace: namespace,
    caipNetworkId,
  };
}

function findNetwork(state: ChainSliceState, caipNetworkId: CaipNetworkId): Network | undefined {
  for (const entry of Object.values(state.byNamespace)) {
    const network = entry.caipNetworks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
    if (network) return network;
  }
  return undefined;
}

/** Makes `network` its namespace's active network and that namespace the active one (switching flag included). */
function activate(state: ChainSliceState, network: Network) {
  const entry = state.byNamespace[network.chainNamespace];
  if (!entry) return;
  entry.networkState.caipNetwork = network;
  if (state.activeNamespace !== network.chainNamespace) {
    state.isSwitchingNamespace = true;
    state.activeNamespace = network.chainNamespace;
  }
}

/** Whether the connected wallet of the network's namespace serves it (any wallet serves every network until told otherwise). */
export function isNetworkApproved(byNamespace: ChainSliceState['byNamespace'], caipNetworkId: CaipNetworkId): boolean {
  const [namespace] = caipNetworkId.split(':') as [ChainNamespace];
  const networkState = byNamespace[namespace]?.networkState;
  return !networkState || networkState.supportsAllNetworks || networkState.approvedCaipNetworkIds.includes(caipNetworkId);
}

export const chainSlice = createSlice({
  name: 'chain',
  initialState: (): ChainSliceState => ({
    activeNamespace: undefined,
    adapterNamespaces: [],
    capabilities: {},
    byNamespace: {},
    isSwitchingNamespace: false,
  }),
  reducers: {
    /** The active network changed; across namespaces this raises the switching flag. */
    networkSwitched(state, action: PayloadAction<CaipNetworkId>) {
      const network = findNetwork(state, action.payload);
      if (network) activate(state, network);
    },
    /**
     * The wallet reports the network it is on (`chainChanged`). A configured network becomes active;
     * any other is kept as an unknown network, which makes the namespace unsupported (docs/behaviour.md#networks).
     */
    walletChainChanged(state, action: PayloadAction<CaipNetworkId>) {
      activate(state, findNetwork(state, action.payload) ?? unknownNetwork(action.payload));
    },
    /**
     * The networks the connected wallet of a namespace serves: a WalletConnect session grants a set, an injected wallet
     * serves all (undefined).
     */
    walletNetworksApproved(state, action: PayloadAction<{ namespace: ChainNamespace; caipNetworkIds: CaipNetworkId[] | undefined }>) {
      const entry = state.byNamespace[action.payload.namespace];
      if (!entry) return;
      entry.networkState.supportsAllNetworks = action.payload.caipNetworkIds === undefined;
      entry.networkState.approvedCaipNetworkIds = action.payload.caipNetworkIds ?? [];
    },
    /**
     * A network switch the user asked for is over. `walletAsked`: the wallet was asked to move (a wallet request the
     * modal waited on), rather than the app changing its own network.
     */
    switchSettled: {
      reducer: (_state, _action: PayloadAction<{ outcome: 'success' | 'error'; walletAsked: boolean }>) => {},
      prepare: (payload: { outcome: 'success' | 'error'; walletAsked: boolean }) => ({ payload }),
    },
    namespaceSwitchSettled(state) {
      state.isSwitchingNamespace = false;
    },
  },
  selectors: {
    selectActiveNamespace: (state) => state.activeNamespace,
    selectActiveNetwork: (state) =>
      state.activeNamespace ? state.byNamespace[state.activeNamespace]?.networkState.caipNetwork : undefined,
    /** The network `namespace` is on: the active one of that namespace, whether or not the namespace is active. */
    selectNamespaceNetwork: (state, namespace: ChainNamespace) => state.byNamespace[namespace]?.networkState.caipNetwork,
    selectIsSwitchingNamespace: (state) => state.isSwitchingNamespace,
    selectIsNetworkApproved: (state, caipNetworkId: CaipNetworkId) => isNetworkApproved(state.byNamespace, caipNetworkId),
    /** False while the active network is not one the host requested. */
    selectIsActiveNetworkSupported: (state) => {
      const entry = state.activeNamespace ? state.byNamespace[state.activeNamespace] : undefined;
      const id = entry?.networkState.caipNetwork?.caipNetworkId;
      return id === undefined || entry?.networkState.requestedCaipNetworkIds.includes(id) === true;
    },
  },
});

/** The user picked a network; the wallet is asked to follow when one is connected in that namespace. */
export const networkSwitchRequested = createAction<{ caipNetworkId: CaipNetworkId }>('chain/switchRequested');

export const { networkSwitched, walletChainChanged, walletNetworksApproved, switchSettled, namespaceSwitchSettled } = chainSlice.actions;
export const {
  selectActiveNamespace,
  selectActiveNetwork,
  selectIsSwitchingNamespace,
  selectIsActiveNetworkSupported,
  selectIsNetworkApproved,
  selectNamespaceNetwork,
} = chainSlice.selectors;

/** Every requested network id across namespaces, e.g. for the catalogue's chain filter. */
export const selectRequestedCaipNetworkIds = createSelector(
  [(state: { chain: ChainSliceState }) => state.chain.byNamespace],
  (byNamespace) => Object.values(byNamespace).flatMap((entry) => entry.networkState.requestedCaipNetworkIds),
);

/** Every configured network, namespace by namespace. */
export const selectAllNetworks = createSelector([(state: { chain: ChainSliceState }) => state.chain.byNamespace], (byNamespace) =>
  Object.values(byNamespace).flatMap((entry) => entry.caipNetworks),
);

/**
 * Whether this modal serves `capability` on `namespace` (docs/behaviour.md#other-chain-families): it has that chain
 * family's adapter, and the family can. Another modal on the page may serve other families.
 */
export function selectSupports(state: { chain: ChainSliceState }, capability: FamilyCapability, namespace: ChainNamespace): boolean {
  return state.chain.capabilities[namespace]?.includes(capability) ?? false;
}

/** `selectSupports` on the active network. */
export function selectActiveNetworkSupports(state: { chain: ChainSliceState }, capability: FamilyCapability): boolean {
  const namespace = state.chain.activeNamespace;
  return namespace !== undefined && selectSupports(state, capability, namespace);
}
