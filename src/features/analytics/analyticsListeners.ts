import { intentShown } from '../../store/slices/modalSlice';
import type { StartListening, WalletModalState } from '../../store/types';
import { ANALYTICS_EVENTS } from './analyticsEvents';

// Making and sending events is a chunk of its own, loaded with the first event of a page whose analytics are on.
const effects = () => import('./analyticsEffects');

/** Events go out only from a page whose analytics are on and that has a project to send them for. */
const analyticsOn = (state: WalletModalState) => state.options.features.analytics && Boolean(state.options.projectId);

export function registerAnalyticsListeners(startListening: StartListening) {
  // The modal's opening is an event: its chunk is fetched as the visitor reaches for the button, not after the click.
  startListening({
    actionCreator: intentShown,
    effect: (_action, api) => {
      if (analyticsOn(api.getState())) void effects().catch(() => undefined);
    },
  });
  startListening({
    predicate: (action, state) => ANALYTICS_EVENTS.has(action.type) && analyticsOn(state),
    effect: async (action, api) => {
      // Taken now: by the time the chunk is here, later actions may have moved the state on.
      const occurrence = { action, before: api.getOriginalState(), after: api.getState(), at: Date.now() };
      await (await api.pause(effects())).track(api, occurrence);
    },
  });
}
