import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { injectApi } from '../store/apiRegistry';
import { useContextDispatch, useContextSelector, useContextStore } from '../store/context';
import type { ApiError } from './baseQuery';

const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch: useContextDispatch, useSelector: useContextSelector, useStore: useContextStore } }),
);

/** RTK Query bound to our React context (see `store/context.ts`); each API joins the store as its module loads. */
export const createWalletModalApi: typeof createApi = (options) => injectApi(createApi(options));

/** Schema failures become a typed error in the cache entry, never an exception and never bad data in state. */
export function schemaFailureToApiError(
  error: { issues: readonly { message: string; path?: readonly unknown[] }[] },
  info: { endpoint: string },
): ApiError {
  const summary = error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = (issue.path ?? [])
        .map((part) => (typeof part === 'object' && part !== null && 'key' in part ? String(part.key) : String(part)))
        .join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
  return { status: 'SCHEMA_ERROR', message: `Malformed response from ${info.endpoint}: ${summary}` };
}
