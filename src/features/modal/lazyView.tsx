import type { ComponentType } from 'react';
import { type Chunk, useChunk } from '../../components/chunk';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';

/** Shows a view (or part of one) of its own chunk, with skeleton rows while the chunk is on its way. */
export function LazyView({ chunk, label = 'Loading' }: { chunk: Chunk<ComponentType>; label?: string }) {
  const View = useChunk(chunk);
  return View ? <View /> : <SkeletonRows count={3} label={label} />;
}
