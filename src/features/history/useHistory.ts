'use client';

import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import { selectActivity } from './historyAnswers';
import { historyApi } from './historyApi';
import { selectActivityTarget } from './historySelectors';
import { activityListClosed, activityListOpened } from './historySlice';

/**
 * The history of the active account on the active network for a list that shows it: the first page is fetched when
 * the list appears, and another account or network has a history of its own (docs/behaviour.md#activity-and-nfts).
 */
export function useHistory() {
  const address = useAppSelector((state) => selectActiveAccount(state)?.address);
  const network = useAppSelector(selectActiveNetwork);
  const supported = useAppSelector((state) => selectActiveNetworkSupports(state, 'activity'));
  const target = useAppSelector(selectActivityTarget);
  const { refetch, fetchNextPage } = historyApi.endpoints.getHistory.useInfiniteQuery(target ?? skipToken);
  const history = useAppSelector(selectActivity);

  return {
    history,
    address,
    network,
    supported,
    retry: () => void refetch(),
    // RTK Query asks nothing while a page is on its way, nor past the last page.
    loadMore: () => void fetchNextPage(),
  };
}

/** Tells the store while an Activity list is on screen: its pending entries are watched only then. */
export function useActivityListOpen() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(activityListOpened());
    return () => {
      dispatch(activityListClosed());
    };
  }, [dispatch]);
}
