import { act, screen, waitFor } from '@testing-library/react';
import { openModal } from '../../store/slices/modalSlice';
import { seedNativeBalance } from '../../test/accountAnswers';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { countRenders } from '../../test/renderCounter';

serveMockApi();

describe('a balance update', () => {
  it('re-renders only the components that show the balance', async () => {
    const { scoped } = renderWithProviders({ environment: { adapters: [chainWithBalance('1.5')] } });
    act(() => {
      connectTestAccount(scoped);
      scoped.dispatch(openModal());
    });
    await screen.findByRole('list', { name: 'Tokens' });
    // The network's logo arrives on its own; measured before it, its render would count against the balance.
    await waitFor(() => expect(screen.getByRole('button', { name: /Network/ }).querySelector('img')).not.toBeNull());
    expect(screen.getByLabelText('Balance')).toHaveTextContent('1.5');

    // RTK Query's answers notify the store's subscribers in a batch, a moment after they land.
    const renders = await countRenders(async () => {
      seedNativeBalance(scoped, `eip155:1:${TEST_ADDRESS}`, '2.75');
      await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('2.75'));
    });

    expect(screen.getByRole('button', { name: /2\.75/ })).toBeInTheDocument();
    expect(renders).toEqual({ ButtonBalance: 1, AccountBalance: 1 });
  });
});
