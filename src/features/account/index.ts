import { defineFeature } from '../featureModule';
import { registerAccountListeners } from './accountListeners';

export {
  selectActiveAccountCard,
  selectActiveBalanceText,
  selectActiveNativeBalance,
  selectActiveProfile,
} from './accountSelectors';

/** The connected account: the Account view with its tabs, balances, identity. */
export const account = defineFeature({ name: 'account', listeners: registerAccountListeners });
