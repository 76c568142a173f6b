import type { Notice } from '../../i18n/notice';

/** How a catalogue wallet can be opened with a pairing URI (docs/behaviour.md#walletconnect). */
export type WalletLinkKind = 'mobile' | 'desktop' | 'webapp';

export interface WalletLinks {
  id: string;
  name: string;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
}

// Schemes a page can abuse (script, inline content, local files, other pages of this browser) or that
// carry no app: never opened, whatever the catalogue says. `http:` is refused too; wallets use https.
const REFUSED_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'http:',
  'ftp:',
  'ws:',
  'wss:',
  'chrome:',
  'view-source:',
]);

const MAX_LINK_LENGTH = 2048;

export type LinkResult = { ok: true; href: string } | { ok: false; reason: Notice };

/**
 * The URL that opens `link` with the pairing `uri`: `{link}wc?uri=…` for both custom schemes
 * (`rainbow://` or `rainbow:` → `rainbow://wc?uri=…`) and https links (`https://x.app/` → `https://x.app/wc?uri=…`,
 * a `/` added when missing). Only https and custom app schemes pass; anything else is refused with a reason.
 */
export function walletLinkHref(link: string, uri: string): LinkResult {
  const malformed: LinkResult = { ok: false, reason: { key: 'notice.linkMalformed' } };
  // Control characters and whitespace let a link look like one thing and parse as another.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  if (link.length === 0 || link.length > MAX_LINK_LENGTH || /[\u0000-\u0020\u007f-\u009f]/.test(link)) {
    return malformed;
  }
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(link)?.[1]?.toLowerCase();
  if (!scheme) return malformed;
  if (REFUSED_SCHEMES.has(scheme)) return { ok: false, reason: { key: 'notice.linkSchemeRefused', values: { scheme } } };
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return malformed;
  }
  if (scheme === 'https:' && (!parsed.hostname || parsed.username || parsed.password)) return malformed;
  // A bare custom scheme (`trust:`) gets its `//`, as wallets register `trust://`.
  const base = scheme === 'https:' ? parsed.href : link.includes('://') ? link : `${scheme}//${link.slice(scheme.length)}`;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  return { ok: true, href: `${withSlash}wc?uri=${encodeURIComponent(uri)}` };
}
