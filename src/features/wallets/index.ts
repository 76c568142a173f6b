import { chunk } from '../../components/chunk';
import { defineFeature, type ViewTable } from '../featureModule';

const views = {
  AllWallets: {
    title: (_, t) => t('view.allWallets'),
    chunk: chunk(() => import('./AllWalletsView').then((module) => module.AllWalletsView)),
  },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** The wallet catalogue: All Wallets, its search and filters, the catalogue's images. */
export const wallets = defineFeature({ name: 'wallets', views });
