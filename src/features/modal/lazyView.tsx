import type { ComponentType } from 'react';
import { type Chunk, useChunk } from '../../components/chunk';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';
import { useMessages } from '../../i18n/useMessages';

/** Shows a view (or part of one) of its own chunk, with skeleton rows while the chunk is on its way. */
export function LazyView({ chunk, label }: { chunk: Chunk<ComponentType>; label?: string }) {
  const View = useChunk(chunk);
  const { t } = useMessages();
  return View ? <View /> : <SkeletonRows count={3} label={label ?? t('common.loading')} />;
}
