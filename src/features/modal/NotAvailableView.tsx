import { Muted } from '../../components/layout';

/** Shown for a view whose feature is not part of this build yet. */
export function NotAvailableView() {
  return <Muted>This is not available in this version yet.</Muted>;
}
