import { defineFeature } from '../featureModule';
import { registerChainListeners } from './chainListeners';

/** Networks: choosing one, switching the wallet, the unsupported-network view. */
export const chain = defineFeature({ name: 'chain', listeners: registerChainListeners });
