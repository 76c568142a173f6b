import { defineFeature, isShowing, onOutcome } from '../featureModule';
import { nameRegistered, nameRegistrationFailed, nameRegistrationStarted } from './nameActions';
import { registerNamesListeners } from './namesListeners';

export { nameRegistered, nameRegistrationFailed, nameRegistrationStarted } from './nameActions';

/** Account names: registering one, and resolving names to addresses. */
export const names = defineFeature({
  name: 'names',
  listeners: registerNamesListeners,
  navigation: [
    // The success view shows while the wallet signs; once the name is registered it takes the register view's place. A
    // failure settles from the success view; a user who went back meanwhile stays where they are.
    onOutcome(nameRegistrationStarted, (name) => ({ to: 'push', entry: { view: 'RegisterAccountNameSuccess', data: { name } } })),
    onOutcome(nameRegistered, (name, state) =>
      isShowing(state, 'RegisterAccountNameSuccess')
        ? { to: 'replaceView', view: 'RegisterAccountName', entry: { view: 'RegisterAccountNameSuccess', data: { name } } }
        : undefined,
    ),
    onOutcome(nameRegistrationFailed, (_failure, state) => (isShowing(state, 'RegisterAccountNameSuccess') ? { to: 'settle' } : undefined)),
  ],
});
