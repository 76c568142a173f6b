'use client';

import { useAppSelector } from '../../store/hooks';
import { selectRecentWalletIds } from '../../store/slices/connectionSlice';
import { useWalletsPage } from './useWalletsPage';

/** The catalogue entries of the user's recent wallets (at most 2), most recent first. */
export function useRecentWallets() {
  const ids = useAppSelector(selectRecentWalletIds);
  const query = useWalletsPage({ page: 1, entries: ids.length, include: ids }, { skip: ids.length === 0 });
  const wallets = (query.data?.data ?? []).toSorted((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { ...query, ids, wallets };
}
