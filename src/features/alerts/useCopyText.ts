import { useAppDispatch } from '../../store/hooks';
import { toastRequested } from '../../store/slices/alertsSlice';

/** Copies text to the clipboard and says so in a toast ("Address copied"), or that it could not. */
export function useCopyText() {
  const dispatch = useAppDispatch();
  return async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(toastRequested('success', `${what} copied`));
    } catch {
      dispatch(toastRequested('error', `Could not copy the ${what.toLowerCase()}`));
    }
  };
}
