import { defineFeature } from '../featureModule';
import { registerHistoryListeners } from './historyListeners';

/** Activity and NFTs: the account's transaction history. */
export const history = defineFeature({ name: 'history', listeners: registerHistoryListeners });
