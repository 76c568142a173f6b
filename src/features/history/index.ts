import { chunk } from '../../components/chunk';
import { defineFeature, type ViewTable } from '../featureModule';
import { registerHistoryListeners } from './historyListeners';

const views = {
  Transactions: {
    title: (_, t) => t('view.transactions'),
    chunk: chunk(() => import('./TransactionsView').then((module) => module.default)),
  },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Activity and NFTs: the account's transaction history. */
export const history = defineFeature({
  name: 'history',
  views,
  listeners: registerHistoryListeners,
});
