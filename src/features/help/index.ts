import { chunk } from '../../components/chunk';
import { defineFeature, type ViewTable } from '../featureModule';

const views = {
  WhatIsAWallet: {
    title: (_, t) => t('view.whatIsAWallet'),
    chunk: chunk(() => import('./WhatIsAWalletView').then((module) => module.WhatIsAWalletView)),
  },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Help for people new to wallets. */
export const help = defineFeature({
  name: 'help',
  views,
});
