import { startFrame } from './app';
import { indexedDbStorage } from './storage';

startFrame({
  window,
  storage: indexedDbStorage(),
  fetch: (...args) => fetch(...args),
  parentWindow: window.parent === window ? undefined : window.parent,
}).catch((error: unknown) => console.error('[embedded wallet frame] could not start:', error));
