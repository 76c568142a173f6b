'use client';

import {
  createContext,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useSyncExternalStore,
} from 'react';
import { announceArrival, type Chunk, useChunkArrival } from '../components/chunk';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { WalletModalState } from '../store/types';

/** What a query reads of its cache entry. */
export interface EndpointQueryState<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  isUninitialized: boolean;
  refetch(): void;
}

/** The part of an RTK Query endpoint this hook uses: its cache entry's selector and the thunk that subscribes to it. */
interface QueryEndpoint<Arg, Data> {
  name: string;
  select(arg: Arg): (state: never) => { data?: Data; isLoading: boolean; isError: boolean; isUninitialized: boolean };
  initiate(arg: Arg): unknown;
}

/**
 * Whether the tree is rendered hidden, ahead of the click that shows it (the modal's opening view, in React's
 * Activity). A ref, so showing it re-renders nothing on its account.
 */
export const RenderedHidden = createContext<RefObject<boolean>>({ current: false });

interface Subscription {
  unsubscribe(): void;
  refetch(): unknown;
}

// The queries a tree rendered hidden started, per hidden flag (one per modal host). Each is held subscribed: RTK Query
// drops an answer nobody subscribes to after `keepUnusedDataFor` (10 s for a wallet's logo), and a click that comes
// later would ask again. Showing the tree lets go of them once its own subscriptions are in.
const heldQueries = new WeakMap<RefObject<boolean>, Map<string, Subscription>>();

/**
 * Lets go of the queries the tree below started while hidden, once it is shown: called by an ancestor of the views
 * (a hidden tree runs no effects, and an ancestor's effects run after its descendants' own subscriptions).
 */
export function useHiddenQueriesReleased(hidden: RefObject<boolean>) {
  useEffect(() => {
    const held = heldQueries.get(hidden);
    for (const subscription of held?.values() ?? []) subscription.unsubscribe();
    held?.clear();
  }, [hidden]);
}

/**
 * An endpoint's query, read through the endpoint itself (its selector and `initiate`) once the chunk that holds it is
 * here, so the code that asks for the data does not carry RTK Query: it comes in the endpoint's chunk. Until that chunk
 * lands, and until the first answer, the query is loading, as RTK Query's own hook says before its first answer: a
 * view shows the loading state it shows for a slow answer. The cache entry is the one every other reader shares.
 */
export function useEndpointQuery<Arg, Data>(
  endpointChunk: Chunk<QueryEndpoint<Arg, Data>>,
  arg: Arg,
  { skip = false }: { skip?: boolean } = {},
): EndpointQueryState<Data> {
  // As `useChunk` does, but a chunk that could not be fetched is a failed query, not a failed modal: the dialog and the
  // page's wallets are already here. Retry, or the next component that asks, fetches it again.
  const endpoint = useChunkArrival(endpointChunk);
  const chunkFailed = useSyncExternalStore(
    endpointChunk.subscribe,
    () => endpointChunk.failure !== undefined,
    () => false,
  );
  if (!skip && !endpoint && !chunkFailed) endpointChunk.preload();
  // A fetch starting again clears the failure without a word to subscribers: the component re-renders itself.
  const [, fetchStarted] = useReducer((count: number) => count + 1, 0);
  const fetchChunk = useCallback(() => {
    endpointChunk.preload();
    fetchStarted();
  }, [endpointChunk]);
  useEffect(() => {
    if (!skip && endpointChunk.failure !== undefined) fetchChunk();
  }, [endpointChunk, fetchChunk, skip]);
  const dispatch = useAppDispatch();
  // The same arguments make the same query, whatever object holds them.
  const key = JSON.stringify(arg);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `arg`.
  const select = useMemo(
    () => endpoint?.select(arg) as ((state: WalletModalState) => EndpointQueryStateBase<Data>) | undefined,
    [endpoint, key],
  );
  const entry = useAppSelector((state) => (skip || !select ? undefined : select(state)));
  // A tree rendered hidden runs no effects: its queries start from its render, as its chunks do (see `useChunk`), held
  // until it is shown, and each answer reaches it as an arrival does. The click's subscription finds the answer cached,
  // so showing the tree changes nothing in the store and renders nothing again.
  const hidden = useContext(RenderedHidden);
  if (hidden.current && endpoint && !skip && entry?.isUninitialized) {
    queueMicrotask(() => {
      // A render that shows the tree (the one that opens the modal) commits first: its effects subscribe.
      if (!hidden.current) return;
      const held = heldQueries.get(hidden) ?? new Map<string, Subscription>();
      heldQueries.set(hidden, held);
      const query = `${endpoint.name} ${key}`;
      if (held.has(query)) return;
      const answer = dispatch(endpoint.initiate(arg) as never) as Subscription & PromiseLike<unknown>;
      held.set(query, answer);
      answer.then(() => {
        if (hidden.current) announceArrival();
      });
    });
  }
  const subscription = useRef<Subscription>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `arg`.
  useEffect(() => {
    if (skip || !endpoint) return;
    const current = dispatch(endpoint.initiate(arg) as never) as Subscription;
    subscription.current = current;
    return () => {
      current.unsubscribe();
      if (subscription.current === current) subscription.current = undefined;
    };
  }, [dispatch, endpoint, key, skip]);
  // As RTK Query's own hook does, new arguments keep the last answer on show until theirs comes.
  const lastData = useRef<Data>(undefined);
  useEffect(() => {
    if (entry?.data !== undefined) lastData.current = entry.data;
  }, [entry]);
  const data = skip ? undefined : (entry?.data ?? lastData.current);
  const isError = !skip && (chunkFailed || entry?.isError === true);
  return {
    data,
    isLoading: !skip && data === undefined && !isError,
    isError,
    isUninitialized: skip,
    refetch: () => (endpoint ? subscription.current?.refetch() : fetchChunk()),
  };
}

type EndpointQueryStateBase<Data> = ReturnType<ReturnType<QueryEndpoint<unknown, Data>['select']>>;
