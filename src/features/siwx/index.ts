import { defineFeature, notAvailable, type ViewTable } from '../featureModule';

const views = {
  ConnectingSiwe: { title: (_, t) => t('view.signIn'), chunk: notAvailable },
  SIWXSignMessage: { title: (_, t) => t('view.signIn'), chunk: notAvailable },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Sign in with X: the sign-message views after a connect. */
export const siwx = defineFeature({
  name: 'siwx',
  views,
});
