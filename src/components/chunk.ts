import { useReducer, useState } from 'react';

/** Code in a chunk of its own: fetched once, on the first `load()`, and kept. */
export interface Chunk<T> {
  load(): Promise<T>;
  /** Starts the fetch on a sign of intent; a failure is left for the `load()` that needs the chunk to report. */
  preload(): void;
  /** What the chunk exports, once it is here. */
  loaded?: T;
}

export function chunk<T>(importChunk: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | undefined;
  const result: Chunk<T> = {
    load() {
      pending ??= importChunk().then(
        (value) => {
          result.loaded = value;
          return value;
        },
        (error: unknown) => {
          // A failed fetch (a network blip) is tried again by the next load rather than remembered.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    preload() {
      result.load().catch(() => {});
    },
  };
  return result;
}

/**
 * The chunk's export when it is here, fetching it while `wanted`. Unlike `React.lazy` it does not suspend: a
 * Suspense boundary that showed its fallback holds the content back for up to 300 ms after the chunk arrives,
 * most of the time a view takes to open. A chunk already fetched (on a sign of intent) renders at once.
 */
export function useChunk<T>(wantedChunk: Chunk<T>, wanted = true): T | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<unknown>();
  // A chunk that cannot be fetched fails the render, as a failed lazy import does.
  if (failure) throw failure;
  // Fetched from the render, as React.lazy does (`load` is idempotent): a tree rendered hidden (React's Activity)
  // runs no effects, and the chunks it needs should still be here by the time it is shown.
  if (wanted && !wantedChunk.loaded) wantedChunk.load().then(() => arrived(), setFailure);
  return wantedChunk.loaded;
}
