import { chunk } from '../../components/chunk';
import { defineFeature, type ViewTable } from '../featureModule';
import { registerChainListeners } from './chainListeners';

const views = {
  Networks: { title: (_, t) => t('view.networks'), chunk: chunk(() => import('./NetworksView').then((module) => module.NetworksView)) },
  UnsupportedChain: {
    title: (_, t) => t('view.unsupportedChain'),
    chunk: chunk(() => import('./NetworksView').then((module) => module.UnsupportedChainView)),
  },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Networks: choosing one, switching the wallet, the unsupported-network view. */
export const chain = defineFeature({
  name: 'chain',
  views,
  listeners: registerChainListeners,
});
