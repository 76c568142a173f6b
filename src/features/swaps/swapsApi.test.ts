import { ErrorText } from '../../errors';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig } from '../../test/store';
import { swapsApi } from './swapsApi';

serveMockApi();

const gasPriceOn = (scoped: ReturnType<typeof createHostStore>['scoped'], chainId: `eip155:${string}`) =>
  scoped.dispatch(swapsApi.endpoints.getGasPrice.initiate({ chainId }, { subscribe: false }));

describe('the gas price for swaps', () => {
  it("is asked on a swap network: the node's standard, fast and instant prices", async () => {
    const { scoped } = createHostStore();
    const { data } = await gasPriceOn(scoped, 'eip155:1');
    expect(data).toEqual({ standard: '12000000000', fast: '15000000000', instant: '20000000000' });
  });

  it("is not asked off the swap networks: 'Network not supported for Gas Price'", async () => {
    const { scoped } = createHostStore();
    const { error } = await gasPriceOn(scoped, 'eip155:11155111');
    expect(error).toEqual({ status: 'UNSUPPORTED_NETWORK', message: ErrorText.gasPriceNetworkUnsupported });
  });

  it('is asked on a network the host added with `swapNetworks`', async () => {
    const { scoped } = createHostStore({ ...testConfig, swapNetworks: ['eip155:11155111'] });
    const { data } = await gasPriceOn(scoped, 'eip155:11155111');
    expect(data?.standard).toBe('12000000000');
  });
});
