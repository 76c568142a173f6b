import type { WalletModalState } from '../store/types';

/** What RTK Query keeps of one question: where it stands and, once answered, the answer (kept while it is asked again). */
export interface CachedAnswer<Answer> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: Answer;
}

type CacheSlot = { queries: Partial<Record<string, CachedAnswer<unknown>>> };

const UNASKED: CachedAnswer<never> = { status: 'uninitialized' };

/**
 * The answer to an endpoint's question in RTK Query's cache, read from our state as RTK Query's own selectors read it.
 * The first load's selectors read answers this way: RTK Query joins the store with the code that asks the questions, so
 * until then no answer is in. The key is RTK Query's default one (the endpoint, then the argument with its keys sorted;
 * `cachedAnswer.test.ts` holds them equal) for a flat argument; no argument is no question (RTK Query's `skipToken`).
 */
export function cachedAnswer<Answer>(
  state: WalletModalState,
  reducerPath: string,
  endpointName: string,
  arg: object | undefined,
): CachedAnswer<Answer> {
  if (!arg) return UNASKED;
  const slot = (state as unknown as Partial<Record<string, CacheSlot>>)[reducerPath];
  const key = `${endpointName}(${JSON.stringify(arg, Object.keys(arg).sort())})`;
  return (slot?.queries[key] as CachedAnswer<Answer> | undefined) ?? UNASKED;
}
