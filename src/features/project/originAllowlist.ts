/** What makes an entry a wildcard: `https://*.example.com` stands for every subdomain of example.com. */
const WILDCARD = '://*.';

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Whether `origin` (a page's) is on the allowlist `entries` (docs/behaviour.md#origin-allowlist): an entry that is the
 * same origin, or a wildcard entry (`https://*.example.com`) whose domain the page is a subdomain of, at any depth,
 * with the same scheme and port. The wildcard is ours; the domain itself is not one of its subdomains.
 */
export function isOriginListed(origin: string, entries: readonly string[]): boolean {
  const page = parsed(origin);
  if (!page) return false;
  return entries.some((entry) => {
    const wildcard = entry.includes(WILDCARD);
    const listed = parsed(wildcard ? entry.replace(WILDCARD, '://') : entry);
    if (!listed) return false;
    if (!wildcard) return listed.origin === page.origin;
    return listed.protocol === page.protocol && listed.port === page.port && page.hostname.endsWith(`.${listed.hostname}`);
  });
}

/** The project's allowlist of origins, as `projects/v1/origins` answered it (docs/behaviour.md#origin-allowlist). */
export interface AllowedOrigins {
  allowedOrigins: string[];
  /** Why the read failed. The list is then the documented empty one, which says nothing about the page. */
  failure?: string;
}

/** Whether an answered allowlist leaves this page out. A failed read refuses no page, and a server has no page. */
export function isPageRefused({ allowedOrigins, failure }: AllowedOrigins): boolean {
  const origin = globalThis.location?.origin;
  return failure === undefined && origin !== undefined && !isOriginListed(origin, allowedOrigins);
}
