import type { WalletModalState } from '../store/types';

/**
 * Runs an RTK Query selector (`api.endpoints.x.select(arg)`) on our state. Our state declares each API's slot optional,
 * because an API joins the store when its module first loads (store/apiRegistry.ts); a selector of its endpoints exists
 * only once that module has run, so the slot it reads is there. This is the one place that says so to the types.
 */
export function selectFromCache<Result, ApiRootState>(select: (state: ApiRootState) => Result, state: WalletModalState): Result {
  return select(state as unknown as ApiRootState);
}
