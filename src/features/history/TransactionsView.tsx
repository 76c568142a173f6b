import { ActivityList } from './ActivityList';

/** The Transactions view (SPEC §2 feature views): its own chunk, loaded when first shown. */
export default function TransactionsView() {
  return <ActivityList />;
}
