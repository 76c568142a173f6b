import type { DiscoveredConnector } from '../adapters/types';
import { solana } from '../config/networks';
import { createFakeEvmAdapter } from '../test/fakeAdapter';
import { createHostStore, testConfig } from '../test/store';
import { createTestFamily } from '../test/testFamily/testFamily';
import { currentWallet } from './currentWallet';
import type { ScopedStore } from './scopedStore';
import { type Connection, connected, connectionJoined } from './slices/connectionSlice';

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const evmConnection: Connection = {
  connectorId: 'dev',
  accounts: [{ namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' }],
  chainId: 1,
  connector: { id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' },
};

const solanaConnection = (address: string): Connection => ({
  connectorId: 'walletConnect:solana',
  accounts: [{ namespace: 'solana', address, type: 'eoa' }],
  chainId: solana.id,
  connector: { id: 'walletConnect:solana', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
});

/** The live connector behind `connection`, as discovery or a WalletConnect join registers it. */
function register(scoped: ScopedStore, { connector }: Connection): DiscoveredConnector {
  const live: DiscoveredConnector = { connector: { ...connector, installed: true }, getProvider: async () => ({}) };
  scoped.dispatch((_dispatch, _getState, services) => services.connectors.add(live));
  return live;
}

describe('currentWallet', () => {
  const evm = createFakeEvmAdapter();

  it("says 'noConnection' when no wallet is connected, or none of the namespace asked for", () => {
    const { scoped } = createHostStore(testConfig, { adapters: [evm] });
    expect(scoped.dispatch(currentWallet())).toEqual({ none: 'noConnection' });
    scoped.dispatch(connected(evmConnection));
    register(scoped, evmConnection);
    expect(scoped.dispatch(currentWallet('solana'))).toEqual({ none: 'noConnection' });
    expect(scoped.dispatch(currentWallet({ connectorId: 'gone' }))).toEqual({ none: 'noConnection' });
  });

  it("says 'noAdapter' for a connection whose chain family this modal has no adapter for", () => {
    const { scoped } = createHostStore(testConfig, { adapters: [evm] });
    const connection = solanaConnection('So1anaAccount1111111111111111111111111111111');
    scoped.dispatch(connected(connection));
    register(scoped, connection);
    expect(scoped.dispatch(currentWallet())).toEqual({ none: 'noAdapter', connection });
  });

  it("says 'connectorGone' for a connection whose wallet is not on the page", () => {
    const { scoped } = createHostStore(testConfig, { adapters: [evm] });
    scoped.dispatch(connected(evmConnection));
    expect(scoped.dispatch(currentWallet())).toEqual({ none: 'connectorGone', connection: evmConnection });
  });

  it('gives the connection, its live connector and its family’s adapter', () => {
    const { scoped } = createHostStore(testConfig, { adapters: [evm] });
    scoped.dispatch(connected(evmConnection));
    const connector = register(scoped, evmConnection);
    expect(scoped.dispatch(currentWallet())).toEqual({ connection: evmConnection, connector, adapter: evm });
    expect(scoped.dispatch(currentWallet({ connectorId: 'dev' }))).toEqual({ connection: evmConnection, connector, adapter: evm });
  });

  it('for a namespace, gives the current connection when it is of that namespace, else the first that is', () => {
    const family = createTestFamily(solana);
    const { scoped } = createHostStore(testConfig, { adapters: [evm, family.adapter] });
    const joined = solanaConnection(family.address);
    scoped.dispatch(connected(evmConnection));
    scoped.dispatch(connectionJoined(joined));
    const evmConnector = register(scoped, evmConnection);
    const solanaConnector = register(scoped, joined);
    expect(scoped.getState().connection.currentConnectorId).toBe('dev');
    expect(scoped.dispatch(currentWallet('eip155'))).toEqual({ connection: evmConnection, connector: evmConnector, adapter: evm });
    expect(scoped.dispatch(currentWallet('solana'))).toEqual({ connection: joined, connector: solanaConnector, adapter: family.adapter });
    expect(scoped.dispatch(currentWallet())).toMatchObject({ connection: evmConnection });
  });
});
