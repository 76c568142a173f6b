import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  RegisterAccountName: {
    title: (_, t) => t('view.registerAccountName'),
    chunk: chunk(() => import('./RegisterAccountNameView').then((module) => module.RegisterAccountNameView)),
  },
  RegisterAccountNameSuccess: {
    title: (_, t) => t('view.registerAccountNameSuccess'),
    chunk: chunk(() => import('./RegisterAccountNameSuccessView').then((module) => module.RegisterAccountNameSuccessView)),
  },
} satisfies ViewTable;
