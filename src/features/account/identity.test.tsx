import { act, screen, within } from '@testing-library/react';
import { openModal } from '../../store/slices/modalSlice';
import { connectTestAccount } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { selectActiveProfile } from './accountSelectors';

const mockApi = serveMockApi();
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NOBODY = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

it('shows the name and avatar from the identity API in the Account view and the Connect button', async () => {
  const { scoped } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
  act(() => {
    connectTestAccount(scoped);
    scoped.dispatch(openModal());
  });
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('alice.reown.id')).toHaveAttribute('title', ALICE);
  const connectButton = screen.getByRole('banner').querySelector('button') as HTMLButtonElement;
  expect(connectButton).toHaveTextContent('alice.reown.id');
  expect(connectButton.querySelector('img')?.getAttribute('src')).toMatch(/\/public\/getAssetImage\/avatar-alice$/);
});

it('falls back to the reverse profile lookup when the identity API fails', async () => {
  mockApi.state.scenario.errors.identity = { status: 500 };
  const { scoped } = createHostStore(testConfig, { adapters: [chainWithBalance('1')] });
  connectTestAccount(scoped);
  const state = await waitForState(scoped, (current) => selectActiveProfile(current)?.name !== undefined);
  expect(selectActiveProfile(state)).toEqual({ name: 'alice.reown.id', image: undefined });
});

it('an address without a name shows truncated', async () => {
  const { scoped } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
  act(() => {
    connectTestAccount(scoped, { caipAddress: `eip155:1:${NOBODY}` });
    scoped.dispatch(openModal());
  });
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByTitle(NOBODY)).toHaveTextContent('0x90...93b906');
  expect(selectActiveProfile(scoped.getState())?.name).toBeUndefined();
});
