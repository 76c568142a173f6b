import { notAvailable, type ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  RegisterAccountName: { title: (_, t) => t('view.registerAccountName'), chunk: notAvailable },
  RegisterAccountNameSuccess: { title: (_, t) => t('view.registerAccountNameSuccess'), chunk: notAvailable },
} satisfies ViewTable;
