import { type ComponentType, useEffect, useState } from 'react';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';

/** A view whose code is a chunk of its own, fetched once, when first shown. */
export interface ViewChunk {
  load(): Promise<ComponentType>;
  loaded?: ComponentType;
}

export function viewChunk(importView: () => Promise<ComponentType>): ViewChunk {
  let pending: Promise<ComponentType> | undefined;
  const chunk: ViewChunk = {
    load() {
      pending ??= importView().then((component) => {
        chunk.loaded = component;
        return component;
      });
      return pending;
    },
  };
  return chunk;
}

/**
 * Shows a view of its own chunk. Unlike `React.lazy` it does not suspend: a Suspense boundary that showed its
 * fallback holds the content back for up to 300 ms after the chunk arrives, most of the time a view takes to
 * open. Skeleton rows show while the chunk is on its way; once here, the view renders at once.
 */
export function LazyView({ chunk }: { chunk: ViewChunk }) {
  const [View, setView] = useState(() => chunk.loaded);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (View) return;
    let current = true;
    chunk.load().then(
      (component) => current && setView(() => component),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [chunk, View]);
  // A chunk that cannot be fetched fails the render, as a failed lazy import does.
  if (failure) throw failure;
  return View ? <View /> : <SkeletonRows count={3} label="Loading" />;
}
