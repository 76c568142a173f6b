'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/** Code in a chunk of its own: fetched once, on the first `load()`, and kept. */
export interface Chunk<T> {
  load(): Promise<T>;
  /** Starts the fetch on a sign of intent; a failure is left for the `load()` that needs the chunk to report. */
  preload(): void;
  /** What the chunk exports, once it is here. */
  loaded?: T;
  /** Why the last fetch failed, until the next `load()` tries again. */
  failure?: unknown;
  /** Calls `listener` when the chunk arrives or its fetch fails; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

// Every chunk's arrival, counted: a tree rendered hidden (React's Activity) makes no subscription, so it learns of an
// arrival through ChunkArrivals, a context its visible root provides, rather than through an update sent to it.
let arrivals = 0;
const arrivalListeners = new Set<() => void>();
const subscribeToArrivals = (listener: () => void) => {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
};
const arrivalCount = () => arrivals;

/** Counts an arrival: a chunk, or an answer a hidden tree asked for (see `useEndpointQuery`). */
export function announceArrival() {
  arrivals += 1;
  for (const listener of arrivalListeners) listener();
}

/** The number of arrivals so far; a change re-renders every `useChunk` below, hidden ones included. */
export const ChunkArrivals = createContext(0);

/** What a visible root gives `ChunkArrivals`: it re-renders as chunks arrive. */
export const useChunkArrivals = () => useSyncExternalStore(subscribeToArrivals, arrivalCount, arrivalCount);

export function chunk<T>(importChunk: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const result: Chunk<T> = {
    load() {
      if (!pending) {
        result.failure = undefined;
        pending = importChunk().then(
          (value) => {
            result.loaded = value;
            notify();
            announceArrival();
            return value;
          },
          (error: unknown) => {
            // A failed fetch (a network blip) is tried again by the next load rather than remembered.
            pending = undefined;
            result.failure = error;
            notify();
            throw error;
          },
        );
      }
      return pending;
    },
    preload() {
      result.load().catch(() => {});
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return result;
}

/**
 * What of `wantedChunk` is here, the component rendered again when it arrives: through a subscription once it is
 * mounted, or through ChunkArrivals while it is rendered hidden (a render React throws away is never sent an update).
 */
export function useChunkArrival<T>(wantedChunk: Chunk<T>): T | undefined {
  useContext(ChunkArrivals);
  return useSyncExternalStore(
    wantedChunk.subscribe,
    () => wantedChunk.loaded,
    () => wantedChunk.loaded,
  );
}

/**
 * The chunk's export when it is here, fetching it while `wanted`. Unlike `React.lazy` it does not suspend: a
 * Suspense boundary that showed its fallback holds the content back for up to 300 ms after the chunk arrives,
 * most of the time a view takes to open. A chunk already fetched (on a sign of intent) renders at once.
 */
export function useChunk<T>(wantedChunk: Chunk<T>, wanted = true): T | undefined {
  const loaded = useChunkArrival(wantedChunk);
  const [failure, setFailure] = useState<{ error: unknown }>();
  // A chunk that cannot be fetched fails the render, as a failed lazy import does.
  if (failure) throw failure.error;
  // Fetched from the render, as React.lazy does (`load` is idempotent, and tries a failed fetch again): a tree
  // rendered hidden (React's Activity) runs no effects, and the chunks it needs should be here when it is shown.
  if (wanted && !loaded) wantedChunk.load().catch(() => {});
  useEffect(() => {
    if (!wanted) return;
    const check = () => {
      if (wantedChunk.failure !== undefined && !wantedChunk.loaded) setFailure({ error: wantedChunk.failure });
    };
    check();
    return wantedChunk.subscribe(check);
  }, [wantedChunk, wanted]);
  return loaded;
}
