import type { UnknownAction } from '@reduxjs/toolkit';
import { emailDependencyLoadFailed } from '../../errors/embeddedWalletLoading';
import { rootReducer } from '../../store/rootReducer';
import { walletModalStarted } from '../../store/scopedStore';
import { intentShown, modalOpened } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { wasLoginUsed } from './loginUsed';

// The flow is a chunk of its own, fetched only when the modal has the embedded wallet and then when it is first needed:
// at start with a stored login (to check it), when the visitor reaches for the Connect button or the modal first opens
// (its views may ask for a step), or when a view asks for a step before that. The first load holds this one listener.
const flow = () => import('./emailFlow');

/** Before the flow is in, every `email/` action is a view's (a step asked for, a problem cleared): the flow's own come after. */
const isEmailAction = (action: UnknownAction) => action.type.startsWith('email/');

export function registerEmailListeners(startListening: StartListening) {
  // The requests made while the flow loads, heard again once its listeners are in: none is lost.
  let held: UnknownAction[] | undefined;
  startListening({
    predicate: (action) =>
      walletModalStarted.match(action) || intentShown.match(action) || modalOpened.match(action) || isEmailAction(action),
    effect: async (action, api) => {
      // No embedded wallet, no flow: the predicate is not asked again for the page's life.
      if (!api.extra.embeddedWallet) return api.unsubscribe();
      if (held) {
        if (isEmailAction(action)) held.push(action);
        return;
      }
      if (walletModalStarted.match(action) && !wasLoginUsed(api.extra.storage)) return;
      held = isEmailAction(action) ? [action] : [];
      // Its state joins the root reducer from the flow: a chunk that imported the root reducer would split the first load.
      const loaded = await flow().catch((error: unknown) => api.extra.logger.error(emailDependencyLoadFailed, error));
      const requests = held;
      held = undefined;
      if (!loaded) return;
      api.unsubscribe();
      loaded.startEmailFlow({ startListening, inject: rootReducer.inject }, api);
      for (const request of requests) api.dispatch(request);
    },
  });
}
