import { views as accountViews } from '../../features/account/viewTable';
import { views as chainViews } from '../../features/chain/viewTable';
import { views as connectionViews } from '../../features/connection/viewTable';
import { views as emailViews } from '../../features/email/viewTable';
import { views as helpViews } from '../../features/help/viewTable';
import { views as historyViews } from '../../features/history/viewTable';
import { views as namesViews } from '../../features/names/viewTable';
import { views as onrampViews } from '../../features/onramp/viewTable';
import { views as payViews } from '../../features/pay/viewTable';
import { views as receiveViews } from '../../features/receive/viewTable';
import { views as sendViews } from '../../features/send/viewTable';
import { views as siwxViews } from '../../features/siwx/viewTable';
import { views as smartSessionsViews } from '../../features/smartSessions/viewTable';
import { views as socialsViews } from '../../features/socials/viewTable';
import { views as swapsViews } from '../../features/swaps/viewTable';
import type { ViewDefinition, ViewTable } from '../../features/viewTable';
import { views as walletsViews } from '../../features/wallets/viewTable';
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
