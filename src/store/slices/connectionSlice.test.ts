import type { AccountRecord } from '../../model/account';
import {
  type Connection,
  connected,
  connectFailed,
  connectionAccountsChanged,
  connectionChainChanged,
  connectionSlice,
  connectionSwitched,
  connectStarted,
  disconnected,
  pairingExpired,
  pairingReset,
  pairingStarted,
  pairingSucceeded,
  pairingUriCreated,
  recentWalletUsed,
  restoreFinished,
  restoreStarted,
  walletLinkOpened,
} from './connectionSlice';

const reduce = connectionSlice.reducer;
const account: AccountRecord = { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' };
const connection = (connectorId: string): Connection => ({
  connectorId,
  accounts: [account],
  chainId: 1,
  connector: { id: connectorId, name: connectorId, type: 'ANNOUNCED', chain: 'eip155' },
});

describe('connection lifecycle', () => {
  it('goes disconnected → connecting → connected', () => {
    let state = reduce(undefined, connectStarted('dev'));
    expect(state.status).toBe('connecting');
    state = reduce(state, connected(connection('dev')));
    expect(state).toMatchObject({ status: 'connected', currentConnectorId: 'dev' });
  });

  it('returns to disconnected when a first connect fails', () => {
    const state = reduce(reduce(undefined, connectStarted('dev')), connectFailed({ key: 'error.sessionNotApproved' }));
    expect(state).toMatchObject({ status: 'disconnected', pendingConnectorId: undefined, error: { key: 'error.sessionNotApproved' } });
    expect(reduce(state, connectStarted('dev')).error).toBeUndefined();
  });

  it('returns to connected when a connect fails while another connection is current', () => {
    let state = reduce(undefined, connected(connection('dev')));
    state = reduce(reduce(state, connectStarted('dev')), connectFailed({ key: 'error.sessionNotApproved' }));
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

  it('restores: reconnecting while syncing, then connected or disconnected', () => {
    let state = reduce(undefined, restoreStarted());
    expect(state.status).toBe('reconnecting');
    expect(reduce(state, restoreFinished()).status).toBe('disconnected');
    state = reduce(state, connected(connection('dev')));
    expect(reduce(state, restoreFinished()).status).toBe('connected');
  });

  it('follows the wallet: accounts and chain of one connection', () => {
    let state = reduce(undefined, connected(connection('dev')));
    const other = { ...account, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' };
    state = reduce(state, connectionAccountsChanged({ connectorId: 'dev', accounts: [other] }));
    state = reduce(state, connectionChainChanged({ connectorId: 'dev', chainId: 31338 }));
    expect(state.connections.dev).toMatchObject({ accounts: [other], chainId: 31338 });
    expect(reduce(state, connectionChainChanged({ connectorId: 'gone', chainId: 1 })).connections).toEqual(state.connections);
  });

  it('keeps at most 2 recent wallets, most recent first, by id', () => {
    let state = reduce(undefined, recentWalletUsed('a'));
    state = reduce(reduce(reduce(state, recentWalletUsed('b')), recentWalletUsed('c')), recentWalletUsed('b'));
    expect(state.recentWalletIds).toEqual(['b', 'c']);
  });

  it('resets the pairing: URI, expiry, linking, recent wallet, how it connected', () => {
    const wallet = { id: 'w', name: 'W', mobile_link: 'w://' };
    let state = reduce(undefined, pairingStarted(wallet));
    state = reduce(state, pairingUriCreated({ uri: 'wc:abc@2', expiresAt: 1000 }));
    state = reduce(state, walletLinkOpened({ name: 'W', href: 'w://' }));
    state = reduce(state, pairingSucceeded());
    expect(state.pairing).toMatchObject({ wallet, linking: { name: 'W', href: 'w://' }, connectedVia: 'mobile', uri: undefined });
    state = reduce(state, pairingReset());
    expect(state.pairing).toEqual({
      uri: undefined,
      expiresAt: undefined,
      wallet: undefined,
      linking: undefined,
      linkError: undefined,
      connectedVia: undefined,
    });
  });

  it('records a connection made by scanning the QR code (no wallet app opened)', () => {
    let state = reduce(undefined, pairingStarted(undefined));
    state = reduce(state, pairingUriCreated({ uri: 'wc:abc@2', expiresAt: 1000 }));
    expect(reduce(state, pairingSucceeded()).pairing.connectedVia).toBe('qrcode');
  });

  it('ends the attempt without an error when its pairing URI expires', () => {
    let state = reduce(undefined, connectStarted('walletConnect'));
    state = reduce(state, pairingUriCreated({ uri: 'wc:abc@2', expiresAt: 1000 }));
    state = reduce(state, pairingExpired());
    expect(state).toMatchObject({ status: 'disconnected', pendingConnectorId: undefined, error: undefined });
    expect(state.pairing.uri).toBeUndefined();
  });
});
