import { english } from '../../i18n/useMessages';
import { useAppDispatch } from '../../store/hooks';
import { toastRequested } from '../../store/slices/alertsSlice';

// The state holds toasts in English; the toast shows them in the active locale.
const TOASTS = {
  address: { copied: english('notice.addressCopied'), failed: english('notice.addressNotCopied') },
  link: { copied: english('notice.linkCopied'), failed: english('notice.linkNotCopied') },
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
