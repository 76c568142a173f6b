import { chunk } from '../../components/chunk';
import { notAvailable, type ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  AllSocials: {
    title: (_, t) => t('view.allSocials'),
    chunk: chunk(() => import('./AllSocialsView').then((module) => module.AllSocialsView)),
  },
  ConnectSocials: { title: (_, t) => t('view.connectSocials'), chunk: notAvailable },
  ConnectingFarcaster: { title: () => 'Farcaster', chunk: notAvailable },
} satisfies ViewTable;
