import { type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { WalletModalOptions } from '../config/config';
import { ErrorText } from '../errors';
import type { WalletModalServices } from '../store/services';
import { API_REQUEST_TIMEOUT_MS, SDK_TYPE, SDK_VERSION } from './apiRequest';

/** The APIs our requests go to; the embedded-wallet frame calls its own base itself. */
export type ApiName = Exclude<keyof WalletModalOptions['apiUrls'], 'embeddedWallet'>;

/** What every failed request of ours leaves in its cache entry: serialisable, with a message to show. */
export interface ApiError {
  /** `UNSUPPORTED_NETWORK`: not asked at all, as the endpoint does not serve the network (the swaps' gas price). */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'SCHEMA_ERROR' | 'UNSUPPORTED_NETWORK';
  message: string;
  /** The server's own message on an HTTP error, when it sent one (mapped to alerts, docs/behaviour.md#errors). */
  serverMessage?: string;
}

/** Per-endpoint options for the base query: `projectIdInBody` adds `projectId` to a JSON body too (docs/behaviour.md#api). */
interface ApiExtraOptions {
  projectIdInBody?: boolean;
}

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions>;

const SERVER_MESSAGE_MAX = 300;

function serverMessageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim().slice(0, SERVER_MESSAGE_MAX) || undefined;
  if (typeof data === 'object' && data !== null) {
    // The profile API gives its reasons as a list; the first one says it (docs/behaviour.md#names).
    const [reason] = Array.isArray((data as { reasons?: unknown }).reasons) ? (data as { reasons: unknown[] }).reasons : [];
    const description = (reason as { description?: unknown } | undefined)?.description;
    if (typeof description === 'string' && description) return description.slice(0, SERVER_MESSAGE_MAX);
    for (const key of ['message', 'error', 'reason'] as const) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value.slice(0, SERVER_MESSAGE_MAX);
    }
  }
  return undefined;
}

function toApiError(error: FetchBaseQueryError): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'FETCH_ERROR', message: `Network error: ${error.error}` };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT_ERROR', message: 'The request timed out' };
    case 'PARSING_ERROR':
      return error.originalStatus >= 400
        ? { status: error.originalStatus, message: ErrorText.httpStatus(error.originalStatus), serverMessage: serverMessageOf(error.data) }
        : { status: 'PARSING_ERROR', message: 'Malformed response: the body is not valid JSON' };
    case 'CUSTOM_ERROR':
      return { status: 'FETCH_ERROR', message: error.error };
    default:
      return { status: error.status, message: ErrorText.httpStatus(error.status), serverMessage: serverMessageOf(error.data) };
  }
}

/**
 * The shared client of the remote calls (docs/behaviour.md#api): resolves the path against the configured base URL of `apiName` and adds
 * `st`, `sv`, `projectId` and `clientId` to every request. Base URLs live in state, so a host can point
 * the modal at its own API (the demo points it at the local mock server).
 */
export function createApiBaseQuery(apiName: ApiName): ApiBaseQuery {
  const rawBaseQuery = fetchBaseQuery({ timeout: API_REQUEST_TIMEOUT_MS });
  return async (args, api, extraOptions) => {
    const { options } = api.getState() as { options: WalletModalOptions };
    const { clientId } = api.extra as WalletModalServices;
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    const url = new URL(request.url.replace(/^\//, ''), `${options.apiUrls[apiName].replace(/\/$/, '')}/`).toString();
    const params = { ...request.params, st: SDK_TYPE, sv: SDK_VERSION, projectId: options.projectId, clientId: clientId() };
    const body = extraOptions?.projectIdInBody ? { ...request.body, projectId: options.projectId } : request.body;
    const result = await rawBaseQuery({ ...request, url, params, body }, api, {});
    return result.error ? { error: toApiError(result.error), meta: result.meta } : result;
  };
}
