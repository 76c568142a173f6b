import { defineFeature, notAvailable, type ViewTable } from '../featureModule';

const views = { Pay: { title: (_, t) => t('view.pay'), chunk: notAvailable } } satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Paying a merchant. */
export const pay = defineFeature({
  name: 'pay',
  views,
});
