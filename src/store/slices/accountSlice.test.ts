import { accountCleared, accountSlice, addressChanged, balanceFetched, emptyAccount, profileFetched, tabSelected } from './accountSlice';

const reduce = accountSlice.reducer;

it('clears exactly the account fields a disconnect clears, keeping tab and labels', () => {
  let state = reduce(
    undefined,
    addressChanged({ namespace: 'eip155', caipAddress: 'eip155:1:0xabc', addressExplorerUrl: 'https://etherscan.io/address/0xabc' }),
  );
  state = reduce(state, balanceFetched({ namespace: 'eip155', balance: '1.5', symbol: 'ETH' }));
  state = reduce(state, profileFetched({ namespace: 'eip155', name: 'alice.reown.id', image: 'https://a/b.png' }));
  state = reduce(state, tabSelected({ namespace: 'eip155', tab: 2 }));
  const connectedAccount = state.byNamespace.eip155 ?? emptyAccount();
  state = { ...state, byNamespace: { eip155: { ...connectedAccount, addressLabels: { '0xabc': 'Main' }, smartAccountDeployed: true } } };
  expect(state.byNamespace.eip155).toMatchObject({ address: '0xabc', status: 'connected', balance: '1.5', profileName: 'alice.reown.id' });

  state = reduce(state, accountCleared('eip155'));
  expect(state.byNamespace.eip155).toMatchObject({
    caipAddress: undefined,
    address: undefined,
    status: 'disconnected',
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    smartAccountDeployed: false,
    user: undefined,
    connectedWalletInfo: undefined,
    tokenBalance: [],
    currentTab: 2,
    addressLabels: { '0xabc': 'Main' },
  });
  // Each installed family's default: only EVM is installed.
  expect(state.preferredAccountTypes).toEqual({ eip155: 'smartAccount' });
});
