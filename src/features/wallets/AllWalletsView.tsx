import { useEffect, useState } from 'react';
import { Muted, SecondaryButton, Stack, TextInput, VisuallyHidden } from '../../components/layout';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';
import { WalletButton } from '../../components/WalletButton/WalletButton';
import { WALLET_LIST } from '../../constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectRequestedCaipNetworkIds } from '../chain/chainSlice';
import { viewPushed } from '../modal/modalSlice';
import { selectOptions } from '../options/optionsSlice';
import { type GetWalletsArgs, useGetWalletsQuery } from './walletsApi';

function WalletPage({ args, onMore }: { args: GetWalletsArgs; onMore?: () => void }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetWalletsQuery(args);
  if (isLoading) return <SkeletonRows count={4} label="Loading wallets" />;
  if (isError || !data) {
    return (
      <Stack $gap={4} role="alert">
        <Muted>Couldn't load the wallet list.</Muted>
        <SecondaryButton type="button" onClick={() => refetch()}>
          Retry
        </SecondaryButton>
      </Stack>
    );
  }
  const shown = args.page * (args.entries ?? WALLET_LIST.pageSize);
  return (
    <>
      {data.data.map((wallet) => (
        <WalletButton
          key={wallet.id}
          name={wallet.name}
          imageId={wallet.image_id ?? undefined}
          onClick={() => dispatch(viewPushed({ view: 'ConnectingWalletConnect', data: { walletId: wallet.id, name: wallet.name } }))}
        />
      ))}
      {args.search && data.count === 0 && <Muted>No wallet found for “{args.search}”.</Muted>}
      {onMore && shown < data.count && (
        <SecondaryButton type="button" onClick={onMore}>
          Show more wallets
        </SecondaryButton>
      )}
    </>
  );
}

/** SPEC §2 AllWallets: the catalogue, page by page, with search (at least 300 ms after the last keystroke). */
export function AllWalletsView() {
  const { includeWalletIds, excludeWalletIds } = useAppSelector(selectOptions);
  const chains = useAppSelector(selectRequestedCaipNetworkIds);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setPages(1);
    }, WALLET_LIST.searchMinWaitMs);
    return () => clearTimeout(timer);
  }, [input]);

  const base = { include: includeWalletIds, exclude: excludeWalletIds, chains };
  return (
    <Stack>
      <label htmlFor="wallet-modal-search">
        <VisuallyHidden>Search wallets</VisuallyHidden>
      </label>
      <TextInput
        id="wallet-modal-search"
        type="search"
        placeholder="Search wallet"
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      {search ? (
        <WalletPage args={{ ...base, page: 1, entries: WALLET_LIST.searchPageSize, search }} />
      ) : (
        Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <WalletPage key={page} args={{ ...base, page }} onMore={page === pages ? () => setPages(pages + 1) : undefined} />
        ))
      )}
    </Stack>
  );
}
