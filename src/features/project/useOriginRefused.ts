'use client';

import { chunk } from '../../components/chunk';
import { useEndpointQuery } from '../endpointQuery';
import { type AllowedOrigins, isPageRefused } from './originAllowlist';

/** `getAllowedOrigins`, and RTK Query with it: a chunk of its own, so the Connect view does not carry them. */
const allowedOriginsEndpoint = chunk(() => import('./originsApi').then((module) => module.originsApi.endpoints.getAllowedOrigins));

/**
 * Whether this page is left out of the project's allowlist, so e-mail and social login are not offered. With
 * `checked` (either login is on, for a project), the list is read — once a page load; until it is answered, no.
 */
export function useOriginRefused(checked: boolean): boolean {
  const { data } = useEndpointQuery<void, AllowedOrigins>(allowedOriginsEndpoint, undefined, { skip: !checked });
  return data !== undefined && isPageRefused(data);
}
