import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { identityApi } from '../features/account/identityApi';
import { nativeBalanceApi } from '../features/account/nativeBalanceApi';
import { siwxApi } from '../features/siwx/siwxApi';
import { createHostStore } from '../test/store';
import { cachedAnswer } from './cachedAnswer';
import { selectFromCache } from './selectFromCache';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('cachedAnswer', () => {
  it('finds an answer under the key RTK Query gives its question', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(
      nativeBalanceApi.util.upsertQueryEntries([
        { endpointName: 'getNativeBalance', arg: { caipAddress: `eip155:1:${ACCOUNT}` }, value: { balance: '1.5', symbol: 'ETH' } },
      ]),
    );
    // Keys given out of order, and one left undefined: RTK Query sorts them and leaves the undefined one out.
    scoped.dispatch(
      identityApi.util.upsertQueryEntries([
        { endpointName: 'getIdentity', arg: { sender: ACCOUNT, address: ACCOUNT }, value: { name: 'alice.eth', avatar: null } },
      ]),
    );
    const state = scoped.getState();

    const balance = cachedAnswer(state, 'chainApi', 'getNativeBalance', { caipAddress: `eip155:1:${ACCOUNT}` });
    expect(balance).toMatchObject({ status: 'fulfilled', data: { balance: '1.5', symbol: 'ETH' } });
    const identity = cachedAnswer(state, 'providerApi', 'getIdentity', { address: ACCOUNT, sender: ACCOUNT, unused: undefined });
    expect(identity.data).toEqual(
      selectFromCache(identityApi.endpoints.getIdentity.select({ address: ACCOUNT, sender: ACCOUNT }), state).data,
    );
  });

  it('is unasked for a question never asked, one with no argument, or an API that has not joined', () => {
    const state = createHostStore().scoped.getState();
    expect(cachedAnswer(state, 'chainApi', 'getNativeBalance', { caipAddress: `eip155:1:${ACCOUNT}` })).toEqual({
      status: 'uninitialized',
    });
    expect(cachedAnswer(state, 'chainApi', 'getNativeBalance', undefined)).toEqual({ status: 'uninitialized' });
    expect(cachedAnswer(state, 'nowhereApi', 'getNothing', {})).toEqual({ status: 'uninitialized' });
  });

  it('reads a pending question as pending, as RTK Query does', async () => {
    const { scoped } = createHostStore();
    // A sign-in that never answers: the question stays pending.
    const asked = scoped.dispatch(siwxApi.endpoints.getSessions.initiate({ chainId: 'eip155:1', address: ACCOUNT }));
    const state = scoped.getState();
    expect(cachedAnswer(state, 'siwxApi', 'getSessions', { chainId: 'eip155:1', address: ACCOUNT }).status).toBe(
      selectFromCache(siwxApi.endpoints.getSessions.select({ chainId: 'eip155:1', address: ACCOUNT }), state).status,
    );
    asked.unsubscribe();
  });

  it.each([
    { caipAddress: 'eip155:1:0xab' },
    { sender: '0xab', address: '0xab' },
    { chainId: 'solana:x', address: 'Abc', cursor: undefined },
  ])('keys %o as RTK Query does', (arg) => {
    const state = createHostStore().scoped.getState();
    const key = defaultSerializeQueryArgs({ endpointName: 'getX', queryArgs: arg, endpointDefinition: {} as never });
    const withAnswer = { ...state, xApi: { queries: { [key]: { status: 'fulfilled', data: 1 } } } };
    expect(cachedAnswer(withAnswer, 'xApi', 'getX', arg).data).toBe(1);
  });
});
