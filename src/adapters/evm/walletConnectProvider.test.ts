import type { WalletConnectClient } from '../walletConnect/session';
import { walletConnectEip1193Provider } from './walletConnectProvider';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A live session granting `chains` (CAIP-2) for one account; every request that reaches the wallet is kept. */
function sessionGranting(chains: string[]) {
  const sent: { chainId: string; method: string }[] = [];
  let ended = false;
  const client: WalletConnectClient = {
    hasSession: () => true,
    peer: () => undefined,
    namespaces: () => ['eip155'],
    accounts: () => chains.map((chain) => `${chain}:${ADDRESS}`),
    methods: () => ['wallet_switchEthereumChain'],
    pair: async () => {},
    request: async (chainId, method) => {
      sent.push({ chainId, method });
      return null;
    },
    setDefaultChain: () => {},
    disconnect: async () => {
      ended = true;
    },
    on: () => {},
    removeListener: () => {},
  };
  return { provider: walletConnectEip1193Provider(client), sent, ended: () => ended };
}

describe('the EIP-1193 view of a WalletConnect session', () => {
  it("refuses a switch to a chain the session did not grant with 'Chain is not supported', sending nothing to the wallet", async () => {
    const { provider, sent } = sessionGranting(['eip155:1', 'eip155:31337']);
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).rejects.toMatchObject({
      name: 'WalletRequestError',
      message: 'Chain is not supported',
      // EIP-1193's "not connected to the requested chain", not 4902: adding the chain would not make the wallet serve it.
      code: 4901,
      kind: 'chainNotGranted',
    });
    expect(sent).toEqual([]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
  });

  it('switches to a granted chain and tells the wallet', async () => {
    const { provider, sent } = sessionGranting(['eip155:1', 'eip155:31337']);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(sent).toEqual([{ chainId: 'eip155:1', method: 'wallet_switchEthereumChain' }]);
  });

  it("ends the session for the account permission's revoke, and hands a smart session's revoke to the wallet", async () => {
    const { provider, sent, ended } = sessionGranting(['eip155:1']);
    await provider.request({ method: 'wallet_revokePermissions', params: [{ pci: 'pci-1', address: ADDRESS }] });
    expect(sent).toEqual([{ chainId: 'eip155:1', method: 'wallet_revokePermissions' }]);
    expect(ended()).toBe(false);
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(sent).toHaveLength(1);
    expect(ended()).toBe(true);
  });
});
