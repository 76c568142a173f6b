// The sessions the host's sign-in answered, read from RTK Query's cache: the cache is their one copy. Loaded with the
// sign-in effects (RTK Query is not in the first load); the first-load selectors of siwxSelectors.ts read through this
// once it joins.
import { selectFromCache } from '../../api/selectFromCache';
import { siwxApi } from './siwxApi';
import { keyId, sessionsReaderJoined } from './siwxSelectors';
import type { SessionKey } from './siwxSlice';

// One entry selector per account and network, made once: RTK Query memoizes each.
const entrySelectors = new Map<string, ReturnType<typeof siwxApi.endpoints.getSessions.select>>();
const entrySelector = (key: SessionKey) => {
  const id = keyId(key);
  const selector = entrySelectors.get(id) ?? siwxApi.endpoints.getSessions.select(key);
  entrySelectors.set(id, selector);
  return selector;
};

sessionsReaderJoined((state, key) => {
  const entry = selectFromCache(entrySelector(key), state);
  // A failed read counts as no session: the flow has disconnected the account by then.
  return { sessions: entry.data, checking: entry.isUninitialized || (entry.isLoading && entry.data === undefined) };
});
