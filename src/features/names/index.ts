import { defineFeature, notAvailable, type ViewTable } from '../featureModule';

const views = {
  RegisterAccountName: { title: (_, t) => t('view.registerAccountName'), chunk: notAvailable },
  RegisterAccountNameSuccess: { title: (_, t) => t('view.registerAccountNameSuccess'), chunk: notAvailable },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Account names: registering one, and resolving names to addresses. */
export const names = defineFeature({
  name: 'names',
  views,
});
