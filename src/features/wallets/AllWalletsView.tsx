'use client';

import { useMemo, useState } from 'react';
import { WALLET_LIST } from '../../api/walletListPages';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FailedState } from '../../components/FailedState/FailedState';
import { Field } from '../../components/Field/Field';
import { SearchInput } from '../../components/Field/SearchInput';
import { Muted, Stack } from '../../components/layout';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { WalletButton } from '../../components/WalletButton/WalletButton';
import { allWalletsMessages } from '../../i18n/english/allWallets';
import { useMessages } from '../../i18n/useMessages';
import { useAppSelector } from '../../store/hooks';
import { selectRequestedCaipNetworkIds } from '../../store/slices/chainSlice';
import { selectRecentWalletIds } from '../../store/slices/connectionSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import { usePickCatalogueWallet } from './usePickCatalogueWallet';
import { GRID_COLUMNS, WalletGrid, WalletPlaceholders } from './WalletGrid';
import { useGetWalletCatalogueInfiniteQuery, useGetWalletsQuery, type WalletFilters, type WalletListEntry } from './walletsApi';

type SelectWallet = (wallet: WalletListEntry) => void;

/** Each wallet once, first occurrence kept: pages of a changing catalogue can overlap. */
function uniqueById(wallets: readonly WalletListEntry[]): WalletListEntry[] {
  const seen = new Set<string>();
  const unique: WalletListEntry[] = [];
  for (const wallet of wallets) {
    if (seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    unique.push(wallet);
  }
  return unique;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useMessages(allWalletsMessages);
  return <FailedState message={t('common.walletListFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />;
}

/** The wallets last connected (at most 2), when they pass the view's filters. */
function RecentWallets({ ids, filters, onSelect }: { ids: string[]; filters: WalletFilters; onSelect: SelectWallet }) {
  const include = filters.include?.length ? ids.filter((id) => filters.include?.includes(id)) : ids;
  const { currentData } = useGetWalletsQuery({ ...filters, include, page: 1, entries: include.length }, { skip: include.length === 0 });
  const wallets = (currentData?.data ?? []).toSorted((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const { t } = useMessages(allWalletsMessages);
  if (wallets.length === 0) return null;
  return (
    <Stack role="group" aria-label={t('allWallets.recentGroup')}>
      {wallets.map((wallet) => (
        <WalletButton
          key={wallet.id}
          name={wallet.name}
          imageId={wallet.image_id ?? undefined}
          tag={t('common.recent')}
          onClick={() => onSelect(wallet)}
        />
      ))}
    </Stack>
  );
}

/** The catalogue, 40 wallets a page, the next page loading as the grid nears its end. */
function Catalogue({ filters, onSelect }: { filters: WalletFilters; onSelect: SelectWallet }) {
  const { data, isLoading, isFetching, isError, isFetchingNextPage, isFetchNextPageError, hasNextPage, refetch, fetchNextPage } =
    useGetWalletCatalogueInfiniteQuery(filters);
  const wallets = useMemo(() => uniqueById(data?.pages.flatMap((page) => page.data) ?? []), [data]);
  const { t } = useMessages(allWalletsMessages);
  if (isLoading) return <WalletPlaceholders count={3 * GRID_COLUMNS} label={t('common.loadingWallets')} />;
  if (!data) return <LoadError onRetry={() => refetch()} />;
  if (wallets.length === 0) return <Muted role="status">{t('allWallets.noMatch')}</Muted>;
  return (
    <WalletGrid
      label={t('allWallets.grid')}
      wallets={wallets}
      total={hasNextPage ? (data.pages.at(-1)?.count ?? wallets.length) : wallets.length}
      onSelect={onSelect}
      onEndReached={() => {
        // After a failed page the user retries; scrolling must not hammer a failing server.
        if (hasNextPage && !isFetching && !isError) fetchNextPage();
      }}
      footer={
        isFetchingNextPage ? (
          <WalletPlaceholders count={GRID_COLUMNS} label={t('allWallets.loadingMore')} />
        ) : (
          isFetchNextPageError && <LoadError onRetry={() => fetchNextPage()} />
        )
      }
    />
  );
}

/** Up to 100 wallets matching `search`, in place of the catalogue. */
function SearchResults({ search, filters, onSelect }: { search: string; filters: WalletFilters; onSelect: SelectWallet }) {
  const { currentData, isError, refetch } = useGetWalletsQuery({ ...filters, page: 1, entries: WALLET_LIST.searchPageSize, search });
  const { t } = useMessages(allWalletsMessages);
  if (isError) return <LoadError onRetry={() => refetch()} />;
  if (!currentData) return <WalletPlaceholders count={3 * GRID_COLUMNS} label={t('common.loadingWallets')} />;
  const wallets = uniqueById(currentData.data);
  if (wallets.length === 0) return <Muted role="status">{t('allWallets.notFound', { search })}</Muted>;
  return (
    <>
      <VisuallyHidden role="status">{t('allWallets.found', { count: wallets.length })}</VisuallyHidden>
      <WalletGrid key={search} label={t('allWallets.results')} wallets={wallets} total={wallets.length} onSelect={onSelect} />
    </>
  );
}

/**
 * AllWallets (docs/behaviour.md#connecting): recent wallets first, then the whole catalogue in a virtualised grid, or the results
 * of a search sent at least 300 ms after the last keystroke; host include/exclude lists, the configured
 * networks' chains and an optional "certified" badge filter apply throughout.
 */
export function AllWalletsView() {
  const { t } = useMessages(allWalletsMessages);
  const { includeWalletIds, excludeWalletIds } = useAppSelector(selectOptions);
  const chains = useAppSelector(selectRequestedCaipNetworkIds);
  const recentIds = useAppSelector(selectRecentWalletIds);
  const [input, setInput] = useState('');
  const [certifiedOnly, setCertifiedOnly] = useState(false);
  const typed = input.trim();
  const debounced = useDebouncedValue(typed, WALLET_LIST.searchMinWaitMs);
  // An emptied box shows the catalogue at once: that needs no request to wait for.
  const search = typed ? debounced : '';

  const filters: WalletFilters = {
    include: includeWalletIds,
    exclude: excludeWalletIds,
    chains,
    badge: certifiedOnly ? 'certified' : undefined,
  };
  const select: SelectWallet = usePickCatalogueWallet();

  return (
    <Stack>
      <Field label={t('allWallets.search')} labelHidden>
        {(control) => (
          <SearchInput
            {...control}
            placeholder={t('allWallets.searchPlaceholder')}
            autoComplete="off"
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
        )}
      </Field>
      <Checkbox checked={certifiedOnly} onChange={setCertifiedOnly}>
        {t('allWallets.certifiedOnly')}
      </Checkbox>
      {search ? (
        <SearchResults search={search} filters={filters} onSelect={select} />
      ) : (
        <>
          <RecentWallets ids={recentIds} filters={filters} onSelect={select} />
          {/* Recent wallets are shown above, not again in the grid; a new filter starts the grid at the top. */}
          <Catalogue
            key={filters.badge ?? 'any'}
            filters={{ ...filters, exclude: [...excludeWalletIds, ...recentIds] }}
            onSelect={select}
          />
        </>
      )}
    </Stack>
  );
}
