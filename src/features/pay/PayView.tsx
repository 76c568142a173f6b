import { NotAvailableView } from '../modal/NotAvailableView';

/** Its own chunk, loaded when first shown; the feature's views arrive with its issue. */
export default function PayView() {
  return <NotAvailableView />;
}
