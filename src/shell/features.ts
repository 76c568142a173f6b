import { account } from '../features/account';
import { alerts } from '../features/alerts';
import { chain } from '../features/chain';
import { connection } from '../features/connection';
import { email } from '../features/email';
import type { FeatureModule, ViewDefinition } from '../features/featureModule';
import { help } from '../features/help';
import { history } from '../features/history';
import { modal } from '../features/modal';
import { names } from '../features/names';
import { onramp } from '../features/onramp';
import { pay } from '../features/pay';
import { receive } from '../features/receive';
import { send } from '../features/send';
import { siwx } from '../features/siwx';
import { socials } from '../features/socials';
import { swaps } from '../features/swaps';
import { wallets } from '../features/wallets';
import type { ViewName } from '../store/slices/modalSlice';
import type { StartListening } from '../store/types';

/**
 * Every feature, one line each (docs/architecture.md#features). The view table and the listener registration are
 * derived from this list; listeners are registered in its order.
 */
export const FEATURES = [
  modal,
  alerts,
  connection,
  chain,
  account,
  send,
  history,
  wallets,
  receive,
  help,
  socials,
  email,
  siwx,
  swaps,
  onramp,
  pay,
  names,
] as const;

type ViewsOf<Feature> = Feature extends FeatureModule<infer View> ? View : never;

/** The name of every view a feature declares. */
export type RegisteredView = ViewsOf<(typeof FEATURES)[number]>;

// A feature whose views are named (`ViewName`) but which is missing from the list above fails here.
const _everyViewRegistered: [Exclude<ViewName, RegisteredView>] extends [never] ? true : Exclude<ViewName, RegisteredView> = true;

/** Every view by name, from the features that declare them; a name two features declare is refused here. */
export const VIEW_DEFINITIONS = FEATURES.reduce<Partial<Record<RegisteredView, ViewDefinition>>>((table, feature) => {
  for (const [name, definition] of Object.entries<ViewDefinition>(feature.views ?? {})) {
    if (name in table) throw new Error(`The view ${name} is declared by two features`);
    table[name as RegisteredView] = definition;
  }
  return table;
}, {}) as Record<ViewName, ViewDefinition>;

/** Each feature registers its own side effects. */
export function registerListeners(startListening: StartListening) {
  for (const feature of FEATURES) feature.listeners?.(startListening);
}
