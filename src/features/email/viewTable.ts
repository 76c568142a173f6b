import { notAvailable, type ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  EmailLogin: { title: (_, t) => t('view.emailLogin'), chunk: notAvailable },
  EmailVerifyOtp: { title: (_, t) => t('view.emailVerifyOtp'), chunk: notAvailable },
  EmailVerifyDevice: { title: (_, t) => t('view.emailVerifyDevice'), chunk: notAvailable },
  ApproveTransaction: { title: (_, t) => t('view.approveTransaction'), chunk: notAvailable },
} satisfies ViewTable;
