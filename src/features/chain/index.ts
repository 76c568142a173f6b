import { selectIsActiveNetworkSupported, switchSettled, walletChainChanged } from '../../store/slices/chainSlice';
import { defineFeature, onOutcome } from '../featureModule';
import { registerChainListeners } from './chainListeners';

/** Networks: choosing one, switching the wallet, the unsupported-network view. */
export const chain = defineFeature({
  name: 'chain',
  listeners: registerChainListeners,
  navigation: [
    // The wallet moved to a network the app does not support: Switch Network opens, unless the host allows it.
    onOutcome(walletChainChanged, (_caipNetworkId, state) =>
      selectIsActiveNetworkSupported(state) || !state.options.enableNetworkSwitch || state.options.allowUnsupportedChain
        ? undefined
        : { to: 'open', entry: { view: 'UnsupportedChain' } },
    ),
    // A switch is a wallet request: the modal settles after it (docs/behaviour.md#modal). One that asked no wallet goes
    // back like the user would.
    onOutcome(switchSettled, ({ walletAsked }) => (walletAsked ? { to: 'settle' } : { to: 'back' })),
  ],
});
