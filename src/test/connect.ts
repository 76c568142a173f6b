import type { ConnectedWalletInfo } from '../model/account';
import type { ScopedStore } from '../store/scopedStore';
import { addressChanged, connectedWalletChanged } from '../store/slices/accountSlice';
import { connected } from '../store/slices/connectionSlice';
import type { CaipAddress } from '../utils/caip';

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Puts the store in the state a finished EVM connection leaves, in the order the connect flow dispatches. */
export function connectTestAccount(
  scoped: ScopedStore,
  { caipAddress = `eip155:1:${TEST_ADDRESS}`, wallet }: { caipAddress?: CaipAddress; wallet?: ConnectedWalletInfo } = {},
) {
  const [, chainId = '1', address = TEST_ADDRESS] = caipAddress.split(':');
  scoped.dispatch(
    connected({
      connectorId: 'dev',
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      chainId: Number(chainId),
      connector: { id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      wallet,
    }),
  );
  scoped.dispatch(connectedWalletChanged({ namespace: 'eip155', info: wallet }));
  scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress }));
}
