import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useContextDispatch, useContextSelector, useContextStore } from '../store/context';
import { injectApi } from '../store/injectApi';
import { type ApiError, type ApiName, createApiBaseQuery } from './baseQuery';
import { API_REDUCER_PATHS } from './reducerPaths';

const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch: useContextDispatch, useSelector: useContextSelector, useStore: useContextStore } }),
);

/** RTK Query bound to our React context (see `store/context.ts`); each API joins the store as its module loads. */
export const createWalletModalApi: typeof createApi = (options) => injectApi(createApi(options));

/**
 * The one way an HTTP API of ours is built: its base URL, query parameters and error shape from `createApiBaseQuery`,
 * every response checked by the endpoint's zod schema, and no endpoints until a feature injects them.
 */
export function createHttpApi<const Name extends ApiName, const TagType extends string = never>(
  name: Name,
  tagTypes: readonly TagType[] = [],
) {
  return createWalletModalApi({
    reducerPath: API_REDUCER_PATHS[name],
    baseQuery: createApiBaseQuery(name),
    catchSchemaFailure: schemaFailureToApiError,
    tagTypes,
    endpoints: () => ({}),
  });
}

/** Schema failures become a typed error in the cache entry, never an exception and never bad data in state. */
function schemaFailureToApiError(
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
