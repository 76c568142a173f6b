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
