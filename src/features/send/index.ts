import { chunk } from '../../components/chunk';
import { defineFeature, type ViewTable } from '../featureModule';
import { registerSendListeners } from './sendListeners';

const views = {
  WalletSend: {
    title: (_, t) => t('view.walletSend'),
    chunk: chunk(() => import('./SendViews').then((module) => module.WalletSendView)),
  },
  WalletSendPreview: {
    title: (_, t) => t('view.walletSendPreview'),
    chunk: chunk(() => import('./SendViews').then((module) => module.WalletSendPreviewView)),
  },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Sending the native currency or a token: the form, its preview, the transfer. */
export const send = defineFeature({
  name: 'send',
  views,
  listeners: registerSendListeners,
});
