import { accountViews } from '../../features/account/onDemand';
import { chainViews } from '../../features/chain/onDemand';
import { connectionViews } from '../../features/connection/onDemand';
import { emailViews } from '../../features/email/onDemand';
import { helpViews } from '../../features/help/onDemand';
import { historyViews } from '../../features/history/onDemand';
import { namesViews } from '../../features/names/onDemand';
import { onrampViews } from '../../features/onramp/onDemand';
import { payViews } from '../../features/pay/onDemand';
import { receiveViews } from '../../features/receive/onDemand';
import { sendViews } from '../../features/send/onDemand';
import { siwxViews } from '../../features/siwx/onDemand';
import { smartSessionsViews } from '../../features/smartSessions/onDemand';
import { socialsViews } from '../../features/socials/onDemand';
import { swapsViews } from '../../features/swaps/onDemand';
import type { ViewDefinition, ViewTable } from '../../features/viewTable';
import { walletsViews } from '../../features/wallets/onDemand';
import type { ViewName } from '../../store/slices/modalSlice';

/**
 * Each feature's views, by the feature's name in the registry (`shell/features.ts`, whose type check refuses a
 * feature left out). Kept in the modal's chunk, apart from the registry, so that no view's import is in the first load.
 */
export const VIEW_TABLES = {
  analytics: {},
  modal: {},
  alerts: {},
  connection: connectionViews,
  chain: chainViews,
  account: accountViews,
  send: sendViews,
  history: historyViews,
  wallets: walletsViews,
  project: {},
  receive: receiveViews,
  help: helpViews,
  socials: socialsViews,
  email: emailViews,
  siwx: siwxViews,
  swaps: swapsViews,
  onramp: onrampViews,
  pay: payViews,
  names: namesViews,
  smartSessions: smartSessionsViews,
} satisfies Readonly<Record<string, ViewTable>>;

/** Every view the tables name: `ViewName` (see `shell/features.ts`). */
export type ListedView = { [Feature in keyof typeof VIEW_TABLES]: keyof (typeof VIEW_TABLES)[Feature] }[keyof typeof VIEW_TABLES];

/** Every view by name (docs/behaviour.md#modal); no two features declare one name (features.test.ts). */
export const VIEW_DEFINITIONS: Readonly<Record<ViewName, ViewDefinition>> = Object.assign({}, ...Object.values(VIEW_TABLES));
