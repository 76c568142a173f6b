import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  SmartSessions: {
    title: (_, t) => t('view.smartSessions'),
    chunk: chunk(() => import('./SmartSessionsView').then((module) => module.SmartSessionsView)),
  },
} satisfies ViewTable;
