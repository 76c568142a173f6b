import { intentShown } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { ANALYTICS_EVENTS } from './analyticsEvents';

// Making and sending events is a chunk of its own, loaded with the first event of a page whose analytics are on.
const effects = () => import('./analyticsEffects');

export function registerAnalyticsListeners(startListening: StartListening) {
  // The modal's opening is an event: its chunk is fetched as the visitor reaches for the button, not after the click.
  startListening({
    actionCreator: intentShown,
    effect: (_action, api) => {
      if (api.getState().options.features.analytics) void effects().catch(() => undefined);
    },
  });
  startListening({
    predicate: (action, state) => ANALYTICS_EVENTS.has(action.type) && state.options.features.analytics && Boolean(state.options.projectId),
    effect: async (action, api) => {
      // Taken now: by the time the chunk is here, later actions may have moved the state on.
      const occurrence = { action, before: api.getOriginalState(), after: api.getState(), at: Date.now() };
      await (await api.pause(effects())).track(api, occurrence);
    },
  });
}
