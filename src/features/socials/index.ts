import { chunk } from '../../components/chunk';
import { defineFeature, notAvailable, type ViewTable } from '../featureModule';

const views = {
  AllSocials: {
    title: (_, t) => t('view.allSocials'),
    chunk: chunk(() => import('./AllSocialsView').then((module) => module.AllSocialsView)),
  },
  ConnectSocials: { title: (_, t) => t('view.connectSocials'), chunk: notAvailable },
  ConnectingFarcaster: { title: () => 'Farcaster', chunk: notAvailable },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Social login (Google, X, Discord, …, Farcaster) through the embedded wallet. */
export const socials = defineFeature({
  name: 'socials',
  views,
});
