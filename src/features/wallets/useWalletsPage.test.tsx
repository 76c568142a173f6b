import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { WalletModalProvider } from '../../shell/WalletModalProvider';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore } from '../../test/store';
import { useWalletsPage } from './useWalletsPage';

serveMockApi();

function Matches({ search }: { search: string }) {
  const { data, isLoading } = useWalletsPage({ page: 1, entries: 4, search });
  return <p>{isLoading ? 'Loading' : data?.data.map((wallet) => wallet.name).join(', ')}</p>;
}

it('loads until the answer comes, and keeps the last answer on show while new arguments wait for theirs', async () => {
  let answerBeta: () => void = () => {};
  const betaAnswered = new Promise<void>((resolve) => {
    answerBeta = resolve;
  });
  server.use(
    http.get('*/getWallets', async ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      if (search === 'beta') await betaAnswered;
      const name = search === 'beta' ? 'Beta Wallet' : 'Alpha Wallet';
      return HttpResponse.json({ count: 1, data: [{ id: name.split(' ')[0]?.toLowerCase(), name }] });
    }),
  );
  const { store } = createHostStore();
  const page = (search: string) => (
    <WalletModalProvider store={store}>
      <Matches search={search} />
    </WalletModalProvider>
  );
  const { rerender } = render(page('alpha'));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Alpha Wallet')).toBeInTheDocument();

  rerender(page('beta'));
  expect(screen.getByText('Alpha Wallet')).toBeInTheDocument();
  answerBeta();
  expect(await screen.findByText('Beta Wallet')).toBeInTheDocument();
});
