import {
  amountChanged,
  receiverChanged,
  receiverProfileResolved,
  sendFailed,
  sendFormReset,
  sendRequested,
  sendSlice,
  tokenSelected,
} from './sendSlice';

const reduce = sendSlice.reducer;
const token = { symbol: 'ETH' };

it('keeps the form when a send fails and resets it on success', () => {
  let state = reduce(reduce(reduce(undefined, tokenSelected(token)), amountChanged('1.5')), receiverChanged('0xabc'));
  state = reduce(state, receiverProfileResolved({ name: 'bob.reown.id', imageUrl: undefined }));
  state = reduce(state, sendRequested());
  expect(state.loading).toBe(true);
  state = reduce(state, sendFailed());
  expect(state).toMatchObject({
    loading: false,
    token: { address: undefined, symbol: 'ETH' },
    sendTokenAmount: '1.5',
    receiverAddress: '0xabc',
    receiverProfileName: 'bob.reown.id',
  });
  expect(reduce(state, sendFormReset())).toEqual(reduce(undefined, { type: 'init' }));
});

it('forgets the resolved receiver profile when the receiver changes', () => {
  const state = reduce(reduce(undefined, receiverProfileResolved({ name: 'bob.reown.id', imageUrl: 'x' })), receiverChanged('0xdef'));
  expect(state).toMatchObject({ receiverAddress: '0xdef', receiverProfileName: undefined, receiverProfileImageUrl: undefined });
});

it('keeps which token the user chose, not its balance or price: those are the account answers of the moment', () => {
  const balance = {
    name: 'Demo',
    symbol: 'DEMO',
    chainId: 'eip155:31337' as const,
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' as const,
    price: 1,
    quantity: { decimals: '18', numeric: '10' },
    iconUrl: '',
  };
  expect(reduce(undefined, tokenSelected(balance)).token).toEqual({ address: balance.address, symbol: 'DEMO' });
});
