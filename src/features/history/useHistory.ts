import { useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { supportsOn } from '../../adapters/families';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import {
  activityListClosed,
  activityListOpened,
  historyNextPageRequested,
  historyRequested,
  selectHistory,
} from '../../store/slices/historySlice';
import { selectActivityTarget } from './historySelectors';

/**
 * The history of the active account on the active network for a list that shows it: the first page is
 * requested when the list appears and again for another account or network (the old one is cleared).
 */
export function useHistory() {
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectHistory);
  const address = useAppSelector((state) => selectActiveAccount(state)?.address);
  const network = useAppSelector(selectActiveNetwork);
  const supported = network !== undefined && supportsOn('activity', network.chainNamespace);
  const target = useAppSelector(selectActivityTarget, shallowEqual);

  useEffect(() => {
    if (target) dispatch(historyRequested());
  }, [dispatch, target]);

  return {
    history,
    address,
    network,
    supported,
    retry: () => dispatch(historyRequested()),
    loadMore: () => dispatch(historyNextPageRequested()),
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
