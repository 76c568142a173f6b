import { account } from '../features/account';
import { alerts } from '../features/alerts';
import { analytics } from '../features/analytics';
import { chain } from '../features/chain';
import { connection } from '../features/connection';
import { email } from '../features/email';
import { help } from '../features/help';
import { history } from '../features/history';
import { modal, registerNavigation } from '../features/modal';
import { names } from '../features/names';
import { onramp } from '../features/onramp';
import { pay } from '../features/pay';
import { project } from '../features/project';
import { receive } from '../features/receive';
import { send } from '../features/send';
import { siwx } from '../features/siwx';
import { smartSessions } from '../features/smartSessions';
import { socials } from '../features/socials';
import { swaps } from '../features/swaps';
import { wallets } from '../features/wallets';
import { rootReducer } from '../store/rootReducer';
import type { StartListening } from '../store/types';
import type { ListedView, VIEW_TABLES } from './WalletModalRoot/viewDefinitions';

/**
 * Every feature, one line each (docs/architecture.md#features). The listener registration and the injected slices are
 * derived from this list (in its order), and the modal's view tables must name each of them
 * (`WalletModalRoot/viewDefinitions.ts`).
 */
export const FEATURES = [
  // First: an event reads the state its action made, before other listeners dispatch what follows from it.
  analytics,
  modal,
  alerts,
  connection,
  chain,
  account,
  send,
  history,
  wallets,
  project,
  receive,
  help,
  socials,
  email,
  siwx,
  swaps,
  onramp,
  pay,
  names,
  smartSessions,
] as const;

type FeatureName = (typeof FEATURES)[number]['name'];
type Unmatched = Exclude<FeatureName, keyof typeof VIEW_TABLES> | Exclude<keyof typeof VIEW_TABLES, FeatureName>;
// The modal's view tables name every feature of the list, and only those.
const _viewTablesMatch: [Unmatched] extends [never] ? true : Unmatched = true;

declare module '../store/slices/modalSlice' {
  // The view stack's names are the views of the features' tables.
  interface RegisteredViews extends Record<ListedView, true> {}
}

/** Every view's name (docs/behaviour.md#modal); exported from here so the package's types carry the names with it. */
export type { ViewName } from '../store/slices/modalSlice';

/** The navigation table: every feature's rows (docs/behaviour.md#modal). */
export const NAVIGATION = FEATURES.flatMap((feature) => feature.navigation ?? []);

/** Each feature registers its own side effects; the modal moves its view stack by the navigation table. */
export function registerListeners(startListening: StartListening) {
  for (const feature of FEATURES) feature.listeners?.(startListening);
  registerNavigation(startListening, NAVIGATION);
}

/** The state each feature owns joins the root reducer (once for the page: every store shares the root reducer). */
export function injectFeatureSlices() {
  for (const feature of FEATURES) if (feature.slice) rootReducer.inject(feature.slice);
}
