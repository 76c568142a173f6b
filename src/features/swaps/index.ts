import { defineFeature, notAvailable, type ViewTable } from '../featureModule';

const views = { Swap: { title: (_, t) => t('view.swap'), chunk: notAvailable } } satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Swapping one token for another. */
export const swaps = defineFeature({
  name: 'swaps',
  views,
});
