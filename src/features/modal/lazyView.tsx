'use client';

import type { ComponentType } from 'react';
import { type Chunk, useChunk } from '../../components/chunk';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { useMessages } from '../../i18n/useMessages';

/** Shows a view (or part of one) of its own chunk, with skeleton rows while the chunk is on its way. */
export function LazyView({ chunk, label }: { chunk: Chunk<ComponentType>; label?: string }) {
  const View = useChunk(chunk);
  const { t } = useMessages();
  return View ? <View /> : <PlaceholderRows count={3} label={label ?? t('common.loading')} />;
}
