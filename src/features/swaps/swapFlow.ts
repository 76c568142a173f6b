// The swap flow's listeners (docs/behaviour.md#swaps): a chunk of its own, fetched the first time the Swap view is
// shown (swapListeners.ts). What they do is in swapEffects.ts, loaded on the first Max, approve or swap.
import { selectCurrentView } from '../../store/slices/modalSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import { SWAP_LIMITS } from './swapRules';
import {
  amountChanged,
  amountSettled,
  approveRequested,
  maxAmountRequested,
  selectSwapState,
  swapFormOpened,
  swapRequested,
  swapSlice,
} from './swapSlice';

const effects = () => import('./swapEffects');

// One listener middleware serves one store; a second start (the same middleware in another store) adds nothing.
const started = new WeakSet<StartListening>();

/** What the first load hands the flow: the modal's listener middleware, and the root reducer's `inject`. */
interface FlowHost {
  startListening: StartListening;
  inject: (slice: typeof swapSlice) => unknown;
}

/** Injects the swap form's state and registers the flow's listeners, once; the Swap view being shown fills the form. */
export function startSwapFlow({ startListening, inject }: FlowHost, api: ListenerApi) {
  if (started.has(startListening)) return;
  started.add(startListening);
  inject(swapSlice);

  // Each time the Swap view is opened, the form starts from its data: `openModal({ view: 'Swap', data })`.
  startListening({
    predicate: (_action, current, original) => {
      const entry = selectCurrentView(current);
      return entry?.view === 'Swap' && entry !== selectCurrentView(original);
    },
    effect: (_action, listener) => {
      listener.dispatch(swapFormOpened(selectCurrentView(listener.getState())?.data));
    },
  });

  // The quote follows the amount once the user pauses typing; a keystroke meanwhile starts the wait again.
  startListening({
    actionCreator: amountChanged,
    effect: async ({ payload }, listener) => {
      listener.cancelActiveListeners();
      await listener.delay(SWAP_LIMITS.quoteDebounceMs);
      listener.dispatch(amountSettled(payload));
    },
  });

  startListening({
    actionCreator: maxAmountRequested,
    effect: async (_action, listener) => {
      listener.cancelActiveListeners();
      await (await listener.pause(effects())).fillMaxAmount(listener);
    },
  });

  startListening({
    actionCreator: approveRequested,
    effect: async (_action, listener) => {
      // The reducer set the status with this very action: when it was set before, this is a second click.
      if (selectSwapState(listener.getOriginalState()).status !== 'idle') return;
      await (await effects()).approveFromToken(listener);
    },
  });

  startListening({
    actionCreator: swapRequested,
    effect: async ({ payload }, listener) => {
      if (selectSwapState(listener.getOriginalState()).status !== 'idle') return;
      await (await effects()).swapAtQuote(listener, BigInt(payload.quotedAmount));
    },
  });

  api.dispatch(swapFormOpened(selectCurrentView(api.getState())?.data));
}
