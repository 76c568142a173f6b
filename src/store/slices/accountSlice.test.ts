import { accountCleared, accountSlice, addressChanged, emptyAccount, tabSelected } from './accountSlice';

const reduce = accountSlice.reducer;

it('clears exactly the account fields a disconnect clears, keeping the tab', () => {
  let state = reduce(
    undefined,
    addressChanged({ namespace: 'eip155', caipAddress: 'eip155:1:0xabc', addressExplorerUrl: 'https://etherscan.io/address/0xabc' }),
  );
  state = reduce(state, tabSelected({ namespace: 'eip155', tab: 2 }));
  const connectedAccount = state.byNamespace.eip155 ?? emptyAccount();
  state = {
    preferredAccountTypes: { eip155: 'smartAccount' },
    byNamespace: { eip155: { ...connectedAccount, smartAccountDeployed: true } },
  };
  expect(state.byNamespace.eip155).toMatchObject({ address: '0xabc', status: 'connected', smartAccountDeployed: true });

  state = reduce(state, accountCleared('eip155'));
  expect(state.byNamespace.eip155).toMatchObject({
    caipAddress: undefined,
    address: undefined,
    status: 'disconnected',
    smartAccountDeployed: false,
    user: undefined,
    connectedWalletInfo: undefined,
    currentTab: 2,
  });
  // The modal sets each of its families' account type when it is made (families.test.ts); clearing keeps them.
  expect(state.preferredAccountTypes).toEqual({ eip155: 'smartAccount' });
});
