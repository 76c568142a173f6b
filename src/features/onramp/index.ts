import { defineFeature, notAvailable, type ViewTable } from '../featureModule';

const views = { OnRampProviders: { title: (_, t) => t('view.onRampProviders'), chunk: notAvailable } } satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Buying crypto with a card. */
export const onramp = defineFeature({
  name: 'onramp',
  views,
});
