'use client';

import type { Notice } from '../../i18n/notice';
import { useAppDispatch } from '../../store/hooks';
import { toastRequested } from '../../store/slices/alertsSlice';

const TOASTS: Record<'address' | 'link', { copied: Notice; failed: Notice }> = {
  address: { copied: { key: 'notice.addressCopied' }, failed: { key: 'notice.addressNotCopied' } },
  link: { copied: { key: 'notice.linkCopied' }, failed: { key: 'notice.linkNotCopied' } },
};

/** Copies text to the clipboard and says so in a toast ("Address copied"), or that it could not. */
export function useCopyText() {
  const dispatch = useAppDispatch();
  return async (text: string, what: keyof typeof TOASTS) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(toastRequested('success', TOASTS[what].copied));
    } catch {
      dispatch(toastRequested('error', TOASTS[what].failed));
    }
  };
}
