import { evmFamily } from '../../adapters/evm/family';
import { bitcoin, mainnet, sepolia, solana } from '../../config/networks';
import { chainSlice, chainStateFor, namespaceSwitchSettled, networkSwitched, selectActiveNetwork, walletChainChanged } from './chainSlice';

const reduce = chainSlice.reducer;
const initial = chainStateFor([mainnet, sepolia, solana, bitcoin], mainnet, [evmFamily]);
const active = (state: typeof initial) => selectActiveNetwork({ chain: state });

describe('chain state, keyed by namespace', () => {
  it('groups the networks by namespace with each namespace’s first network active', () => {
    expect(Object.keys(initial.byNamespace)).toEqual(['eip155', 'solana', 'bip122']);
    expect(initial.byNamespace.eip155?.networkState.requestedCaipNetworkIds).toEqual(['eip155:1', 'eip155:11155111']);
    expect(active(initial)?.caipNetworkId).toBe('eip155:1');
  });

  it('switches within a namespace without the namespace flag', () => {
    const state = reduce(initial, networkSwitched('eip155:11155111'));
    expect(active(state)?.name).toBe('Sepolia');
    expect(state.isSwitchingNamespace).toBe(false);
  });

  it('raises the switching-namespace flag across namespaces and stores the network as active', () => {
    let state = reduce(initial, networkSwitched(solana.caipNetworkId));
    expect(state).toMatchObject({ activeNamespace: 'solana', isSwitchingNamespace: true });
    expect(active(state)?.name).toBe('Solana');
    state = reduce(state, namespaceSwitchSettled());
    expect(state.isSwitchingNamespace).toBe(false);
  });

  it('ignores a switch to a network that is not configured', () => {
    expect(reduce(initial, networkSwitched('eip155:137'))).toBe(initial);
  });

  it('treats a wallet moving to another namespace like a switch: flag raised, unknown networks kept as such', () => {
    const state = reduce(initial, walletChainChanged('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'));
    expect(state).toMatchObject({ activeNamespace: 'solana', isSwitchingNamespace: true });
    expect(active(state)).toMatchObject({ name: 'Unknown Network', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' });
    expect(reduce(initial, walletChainChanged('cosmos:cosmoshub-4'))).toEqual(initial);
  });
});
