import { type InjectableApi, injected, subscribers } from './apiRegistry';
import { rootReducer } from './rootReducer';

/**
 * Adds an RTK Query API to the wallet modal's reducer (`combineSlices().inject`) and tells every store it is installed
 * in, whose dynamic middleware adds the API's middleware. APIs join when their module first loads rather than at
 * startup: each `createApi` costs the host's first load a few milliseconds, and none is needed before the modal opens.
 * A module of its own, apart from the registry the store reads at startup: only code loaded on demand calls it.
 */
export function injectApi<Api extends InjectableApi>(api: Api): Api {
  // The API modules declare their state in `LazyLoadedSlices`; this generic path cannot see which one it holds.
  rootReducer.inject(api as unknown as Parameters<typeof rootReducer.inject>[0]);
  injected.push(api);
  for (const reference of subscribers) {
    const subscriber = reference.deref();
    if (subscriber) subscriber.apiAdded(api);
    else subscribers.delete(reference);
  }
  return api;
}
