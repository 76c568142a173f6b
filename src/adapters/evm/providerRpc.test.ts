import { localChain, mainnet, withProviderRpc } from '../../config/networks';
import { selectActiveNativeBalance } from '../../features/account/accountSelectors';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { connectTestAccount } from '../../test/connect';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { createEvmAdapter } from './evmAdapter';

serveMockApi();

describe('the provider RPC (/v1/?chainId={chain}&projectId={id})', () => {
  it('comes first for the chains it serves, the chain’s own RPC second; other chains keep their own', () => {
    expect(withProviderRpc(mainnet, 'http://127.0.0.1:8787/', 'p1').rpcUrls).toEqual({
      default: { http: ['http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=p1'] },
      chainDefault: { http: ['https://eth.merkle.io'] },
    });
    const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
    expect(withProviderRpc(anvil, 'http://127.0.0.1:8787', 'p1')).toBe(anvil);
  });

  it('serves the mainnet balance through the configured provider API, never the public node', async () => {
    const { scoped } = createHostStore(
      { ...testConfig, apiUrls: { provider: 'http://127.0.0.1:8787/' } },
      { adapters: [createEvmAdapter()] },
    );
    expect(selectActiveNetwork(scoped.getState())?.rpcUrls.default.http).toEqual([
      `http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=${testConfig.projectId}`,
    ]);
    connectTestAccount(scoped);
    const state = await waitForState(scoped, (current) => selectActiveNativeBalance(current)?.balance !== undefined);
    // The fixtures hold 1.234567 ETH on mainnet; the public node is not mocked (msw fails any request to it).
    expect(selectActiveNativeBalance(state)?.balance).toBe('1.234567');
  });
});
