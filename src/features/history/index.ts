import { defineFeature } from '../featureModule';
import { registerHistoryListeners } from './historyListeners';
import { historySlice } from './historySlice';

/** Activity and NFTs: the account's transaction history. */
export const history = defineFeature({ name: 'history', slice: historySlice, listeners: registerHistoryListeners });
