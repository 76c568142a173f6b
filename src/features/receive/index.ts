import { chunk } from '../../components/chunk';
import { defineFeature, type ViewTable } from '../featureModule';

const views = {
  WalletReceive: {
    title: (_, t) => t('view.walletReceive'),
    chunk: chunk(() => import('./ReceiveView').then((module) => module.default)),
  },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Receiving: the account's address and QR code. */
export const receive = defineFeature({
  name: 'receive',
  views,
});
