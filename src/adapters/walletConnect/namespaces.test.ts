import { builtInNetworks, localChain } from '../../config/networks';
import { walletConnectNamespaces } from './namespaces';

describe('WalletConnect namespaces from the configured networks', () => {
  it('asks for every configured network, namespace by namespace, with its RPC URL', () => {
    const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
    const namespaces = walletConnectNamespaces([anvil, ...builtInNetworks]);
    expect(Object.keys(namespaces).sort()).toEqual(['bip122', 'eip155', 'solana']);
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:31337', 'eip155:1', 'eip155:11155111', 'eip155:534351'],
      methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']),
      events: ['chainChanged', 'accountsChanged'],
    });
    expect(namespaces.eip155?.rpcMap['31337']).toBe('http://127.0.0.1:8545');
    expect(namespaces.solana?.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(namespaces.solana?.methods).toContain('solana_signMessage');
  });

  it('lists a network once and leaves unconfigured namespaces out', () => {
    const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
    expect(walletConnectNamespaces([anvil, anvil])).toEqual({
      eip155: expect.objectContaining({ chains: ['eip155:31337'], rpcMap: { '31337': 'http://127.0.0.1:8545' } }),
    });
  });
});
