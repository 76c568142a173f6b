import { alertDismissed } from '../../store/slices/alertsSlice';
import { networkSwitchRequested, selectActiveNamespace, selectActiveNetwork } from '../../store/slices/chainSlice';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig } from '../../test/store';
import { amountChanged, receiverChanged, selectSendState } from '../send/sendSlice';

serveMockApi();

describe('switching networks with no wallet of that namespace', () => {
  it('across namespaces: resets the send form, stores the network as active and lowers the switching flag', () => {
    const { scoped, storage } = createHostStore(testConfig);
    scoped.dispatch(amountChanged('1.5'));
    scoped.dispatch(receiverChanged('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'));
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }));
    const state = scoped.getState();
    expect(selectActiveNamespace(state)).toBe('solana');
    expect(state.chain.isSwitchingNamespace).toBe(false);
    expect(selectSendState(state)).toMatchObject({ sendTokenAmount: undefined, receiverAddress: undefined });
    expect(storage.getItem('@redux-wallet-modal/last_used_chain')).toBe('"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"');
  });

  it('within a namespace: keeps the send form', () => {
    const { scoped } = createHostStore(testConfig);
    scoped.dispatch(amountChanged('1.5'));
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:11155111' }));
    expect(selectActiveNetwork(scoped.getState())?.caipNetworkId).toBe('eip155:11155111');
    expect(selectSendState(scoped.getState()).sendTokenAmount).toBe('1.5');
  });

  it("raises the 'Network Not Found' alert once for a network the host did not configure, and stays where it was", () => {
    const { scoped } = createHostStore(testConfig);
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:999' }));
    expect(scoped.getState().alerts.alert).toBe('networkNotFound');
    expect(selectActiveNetwork(scoped.getState())?.caipNetworkId).toBe('eip155:1');
    scoped.dispatch(alertDismissed());
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:998' }));
    expect(scoped.getState().alerts.alert).toBeUndefined();
  });
});
