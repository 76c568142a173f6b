import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { ChainFamily } from '../../adapters/family';
import type { ChainAdapter } from '../../adapters/types';
import { bitcoin } from '../../config/networks';
import type { ScopedStore } from '../../store/scopedStore';
import { addressChanged, balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { connected } from '../../store/slices/connectionSlice';
import { openModal } from '../../store/slices/modalSlice';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { createHostStore, TEST_PROJECT_ID } from '../../test/store';
import { selectActiveNativeBalance } from './accountSelectors';
import { nativeBalanceApi } from './nativeBalanceApi';
import { selectActiveTokenBalances } from './tokenBalancesApi';

serveMockApi();

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** A Bitcoin-like family that sends but reads no balance: its adapter has no `getNativeBalance`. */
const family: ChainFamily = {
  namespace: 'bip122',
  isAddress: (text) => /^bc1[02-9ac-hj-np-z]{8,87}$/.test(text),
  normalAddress: (address) => address,
  defaultAccountType: 'payment',
  capabilities: ['send'],
};
const { getNativeBalance: _noBalanceRead, ...wallet } = createFakeEvmAdapter();
const adapter: ChainAdapter = { ...wallet, namespace: 'bip122', family };

const config = { projectId: TEST_PROJECT_ID, networks: [bitcoin] };

function connectBitcoinAccount(scoped: ScopedStore) {
  scoped.dispatch(
    connected({
      connectorId: 'dev',
      accounts: [{ namespace: 'bip122', address: ADDRESS, type: 'payment' }],
      chainId: bitcoin.id,
      connector: { id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'bip122' },
    }),
  );
  scoped.dispatch(addressChanged({ namespace: 'bip122', caipAddress: `bip122:${bitcoin.id}:${ADDRESS}` }));
}

describe('a family that reads no balance', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('is not asked for one, on connect or on a refresh, and nothing fails for it', async () => {
    const { scoped, actions } = createHostStore(config, { adapters: [adapter] });
    connectBitcoinAccount(scoped);
    await jest.advanceTimersByTimeAsync(0);
    scoped.dispatch(balanceRefreshRequested());
    await jest.advanceTimersByTimeAsync(60_000);

    const state = scoped.getState();
    expect(selectActiveAccount(state)?.address).toBe(ADDRESS);
    // A failed read would show 0 and raise 'Token Balance Unavailable'; a read never asked leaves both alone.
    expect(actions.filter((action) => nativeBalanceApi.endpoints.getNativeBalance.matchPending(action))).toEqual([]);
    expect(selectActiveNativeBalance(state)).toBeUndefined();
    expect(selectActiveTokenBalances(state)).toEqual([]);
    expect(scoped.getState().alerts.toast).toBeUndefined();
  });
});

it('the Account view shows the account without a balance, and no balance loading; no Buy on a family the on-ramp does not serve', async () => {
  const { scoped } = renderWithProviders({ config, environment: { adapters: [adapter] } });
  act(() => {
    connectBitcoinAccount(scoped);
    scoped.dispatch(openModal());
  });
  expect(await screen.findByRole('button', { name: /disconnect/i })).toBeInTheDocument();
  expect(screen.queryByLabelText('Balance')).not.toBeInTheDocument();
  expect(screen.queryByText('Loading balance…')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
});
