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
const token = { address: undefined, symbol: 'ETH', name: 'Ether', quantity: { decimals: '18', numeric: '10' }, price: 3000, iconUrl: '' };

it('keeps the form when a send fails and resets it on success', () => {
  let state = reduce(reduce(reduce(undefined, tokenSelected(token)), amountChanged('1.5')), receiverChanged('0xabc'));
  state = reduce(state, receiverProfileResolved({ name: 'bob.reown.id', imageUrl: undefined }));
  state = reduce(state, sendRequested());
  expect(state.loading).toBe(true);
  state = reduce(state, sendFailed());
  expect(state).toMatchObject({
    loading: false,
    token,
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
