import { notAvailable, type ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = { OnRampProviders: { title: (_, t) => t('view.onRampProviders'), chunk: notAvailable } } satisfies ViewTable;
