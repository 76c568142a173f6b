import { defineFeature, notAvailable, type ViewTable } from '../featureModule';

const views = {
  EmailLogin: { title: (_, t) => t('view.emailLogin'), chunk: notAvailable },
  EmailVerifyOtp: { title: (_, t) => t('view.emailVerifyOtp'), chunk: notAvailable },
  EmailVerifyDevice: { title: (_, t) => t('view.emailVerifyDevice'), chunk: notAvailable },
  ApproveTransaction: { title: (_, t) => t('view.approveTransaction'), chunk: notAvailable },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** E-mail login and the embedded wallet's approvals. */
export const email = defineFeature({
  name: 'email',
  views,
});
