import { selectIsModalLoading } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { nameRegistrationRequested } from './nameActions';

// The effects are a chunk of their own, loaded on the first registration: the first load only registers them.
const effects = () => import('./namesEffects');

export function registerNamesListeners(startListening: StartListening) {
  startListening({
    actionCreator: nameRegistrationRequested,
    effect: async ({ payload: name }, api) => {
      // A registration under way holds the modal's loading flag: a second click does not register twice.
      if (selectIsModalLoading(api.getState())) return;
      await (await effects()).registerName(api, name);
    },
  });
}
