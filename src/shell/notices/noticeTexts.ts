'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { chunk } from '../../components/chunk';

/** The English of the errors and alerts (i18n/english/errors.ts): not in the first open, fetched with the first shown. */
const errorTexts = chunk(() => import('../../i18n/english/errors').then((module) => module.errorsMessages));

/**
 * The errors' and alerts' English once it is here, fetching it while `wanted`. A notice waits for its words rather than
 * show a key; a fetch that fails is tried again by the next notice.
 */
export function useErrorTexts(wanted: boolean) {
  const loaded = () => errorTexts.loaded;
  const texts = useSyncExternalStore(errorTexts.subscribe, loaded, loaded);
  useEffect(() => {
    if (wanted && !texts) errorTexts.preload();
  }, [wanted, texts]);
  return texts;
}
