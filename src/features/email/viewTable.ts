import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

const emailViews = () => import('./EmailViews');

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  EmailLogin: { title: (_, t) => t('view.emailLogin'), chunk: chunk(() => emailViews().then((module) => module.EmailLoginView)) },
  EmailVerifyOtp: {
    title: (_, t) => t('view.emailVerifyOtp'),
    chunk: chunk(() => emailViews().then((module) => module.EmailVerifyOtpView)),
  },
  EmailVerifyDevice: {
    title: (_, t) => t('view.emailVerifyDevice'),
    chunk: chunk(() => emailViews().then((module) => module.EmailVerifyDeviceView)),
  },
  UpdateEmail: { title: (_, t) => t('view.updateEmail'), chunk: chunk(() => emailViews().then((module) => module.UpdateEmailView)) },
  ApproveTransaction: {
    title: (_, t) => t('view.approveTransaction'),
    chunk: chunk(() => import('./ApproveTransactionView').then((module) => module.ApproveTransactionView)),
  },
} satisfies ViewTable;
