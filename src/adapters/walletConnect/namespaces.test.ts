import { builtInNetworks, localChain } from '../../config/networks';
import { eip155WalletConnect } from '../evm/walletConnectProvider';
import { walletConnectNamespaces } from './namespaces';

const families = { eip155: eip155WalletConnect, solana: { methods: ['solana_signMessage'], events: [] } };

describe('WalletConnect namespaces from the configured networks and the families that take part', () => {
  it('asks for every configured network of each family, namespace by namespace, with its RPC URL and what the family asks', () => {
    const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
    const namespaces = walletConnectNamespaces([anvil, ...builtInNetworks], families);
    expect(Object.keys(namespaces).sort()).toEqual(['eip155', 'solana']);
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:31337', 'eip155:1', 'eip155:11155111', 'eip155:534351'],
      methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']),
      events: ['chainChanged', 'accountsChanged'],
    });
    expect(namespaces.eip155?.rpcMap['31337']).toBe('http://127.0.0.1:8545');
    expect(namespaces.solana).toMatchObject({
      chains: expect.arrayContaining(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
      methods: ['solana_signMessage'],
    });
    // Keyed by the chain's reference, where the SDK looks a namespace's RPC up (else it asks Reown's RPC).
    expect(namespaces.solana?.rpcMap['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']).toBe('https://api.mainnet-beta.solana.com');
  });

  it('lists a network once and leaves out the networks of families that take no part', () => {
    const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
    expect(walletConnectNamespaces([anvil, anvil, ...builtInNetworks], { eip155: eip155WalletConnect })).toEqual({
      eip155: expect.objectContaining({ chains: ['eip155:31337', 'eip155:1', 'eip155:11155111', 'eip155:534351'] }),
    });
    expect(walletConnectNamespaces([anvil, anvil], { eip155: eip155WalletConnect }).eip155?.rpcMap).toEqual({
      '31337': 'http://127.0.0.1:8545',
    });
  });
});
