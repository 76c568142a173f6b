import type { AccountRecord } from '../account/accountSlice';
import {
  type Connection,
  connected,
  connectFailed,
  connectionSlice,
  connectionSwitched,
  connectStarted,
  disconnected,
  pairingReset,
  pairingUriCreated,
  recentWalletUsed,
} from './connectionSlice';

const reduce = connectionSlice.reducer;
const account: AccountRecord = { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' };
const connection = (connectorId: string): Connection => ({
  connectorId,
  accounts: [account],
  chainId: 1,
  connector: { id: connectorId, name: connectorId, type: 'ANNOUNCED', chain: 'eip155' },
});

describe('connection lifecycle (SPEC §4)', () => {
  it('goes disconnected → connecting → connected', () => {
    let state = reduce(undefined, connectStarted());
    expect(state.status).toBe('connecting');
    state = reduce(state, connected(connection('dev')));
    expect(state).toMatchObject({ status: 'connected', currentConnectorId: 'dev' });
  });

  it('returns to disconnected when a first connect fails', () => {
    expect(reduce(reduce(undefined, connectStarted()), connectFailed()).status).toBe('disconnected');
  });

  it('returns to connected when a connect fails while another connection is current', () => {
    let state = reduce(undefined, connected(connection('dev')));
    state = reduce(reduce(state, connectStarted()), connectFailed());
    expect(state).toMatchObject({ status: 'connected', currentConnectorId: 'dev' });
  });

  it('keeps several connections and switches between them', () => {
    let state = reduce(reduce(undefined, connected(connection('a'))), connected(connection('b')));
    expect(Object.keys(state.connections)).toEqual(['a', 'b']);
    state = reduce(state, connectionSwitched('a'));
    expect(state.currentConnectorId).toBe('a');
    expect(reduce(state, connectionSwitched('unknown')).currentConnectorId).toBe('a');
  });

  it('on disconnect, makes the next remaining connection current, then goes disconnected', () => {
    let state = reduce(reduce(undefined, connected(connection('a'))), connected(connection('b')));
    state = reduce(state, disconnected('b'));
    expect(state).toMatchObject({ status: 'connected', currentConnectorId: 'a', connections: { a: expect.any(Object) } });
    state = reduce(state, disconnected('a'));
    expect(state).toMatchObject({ status: 'disconnected', currentConnectorId: undefined, connections: {} });
  });

  it('keeps at most 2 recent wallets, most recent first, by id', () => {
    let state = reduce(undefined, recentWalletUsed('a'));
    state = reduce(reduce(reduce(state, recentWalletUsed('b')), recentWalletUsed('c')), recentWalletUsed('b'));
    expect(state.recentWalletIds).toEqual(['b', 'c']);
  });

  it('resets the pairing: URI, expiry, linking, recent wallet, status', () => {
    let state = reduce(undefined, pairingUriCreated({ uri: 'wc:abc@2', expiresAt: 1000 }));
    expect(state.pairing).toMatchObject({ uri: 'wc:abc@2', expiresAt: 1000 });
    state = reduce(
      {
        ...state,
        pairing: { ...state.pairing, linking: { name: 'W', href: 'w://' }, recentWalletId: 'w', connectedVia: 'mobile', error: true },
      },
      pairingReset(),
    );
    expect(state.pairing).toEqual({
      uri: undefined,
      expiresAt: undefined,
      linking: undefined,
      recentWalletId: undefined,
      connectedVia: undefined,
      error: false,
    });
  });
});
