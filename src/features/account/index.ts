import { chunk } from '../../components/chunk';
import { defineFeature, type ViewTable } from '../featureModule';
import { registerAccountListeners } from './accountListeners';

export { selectActiveAccountCard, selectActiveBalanceText } from './accountSelectors';

const views = {
  Account: { title: (_, t) => t('view.account'), chunk: chunk(() => import('./AccountView').then((module) => module.AccountView)) },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** The connected account: the Account view with its tabs, balances, identity. */
export const account = defineFeature({
  name: 'account',
  views,
  listeners: registerAccountListeners,
});
