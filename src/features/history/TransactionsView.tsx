'use client';

import { ActivityList } from './ActivityList';

/** The Transactions view (docs/behaviour.md#history): its own chunk, loaded when first shown. */
export default function TransactionsView() {
  return <ActivityList />;
}
