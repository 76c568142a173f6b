import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

const signInView = chunk(() => import('./SignInView').then((module) => module.SignInView));

/**
 * The feature's views (docs/behaviour.md#modal), in the modal's chunk; their code is a chunk of its own. One view asks
 * for the signature under both names: `ConnectingSiwe` is the name a legacy `siweConfig` opens it by.
 */
export const views = {
  ConnectingSiwe: { title: (_, t) => t('view.signIn'), chunk: signInView },
  SIWXSignMessage: { title: (_, t) => t('view.signIn'), chunk: signInView },
} satisfies ViewTable;
