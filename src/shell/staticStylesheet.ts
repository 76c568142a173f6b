import { BUTTON_BASE, FOCUS_RING, PRIMARY_COLOURS } from '../components/theme';

// The first load's controls (the theme's root and the Connect button) are styled by this one static stylesheet, not by
// styled-components, which comes with the modal's chunk (docs/architecture.md#styles). The values are the theme's
// custom properties and the kit's shared declarations (components/theme.ts).

/** The `href` React knows the stylesheets by, once a document or shadow root, and their precedence. */
export const STYLES_KEY = 'redux-wallet-modal';

export const ROOT_CLASS = 'wm-root';
export const CONNECT_BUTTON_CLASS = 'wm-connect';
export const BALANCE_CLASS = 'wm-balance';

export const STATIC_STYLES =
  `.${ROOT_CLASS}{font-family:var(--wm-font-family);color:var(--wm-fg)}` +
  `.${CONNECT_BUTTON_CLASS}{${BUTTON_BASE}${PRIMARY_COLOURS}padding:10px 16px;border-radius:999px}` +
  `.${CONNECT_BUTTON_CLASS}:focus-visible{${FOCUS_RING}}` +
  `.${CONNECT_BUTTON_CLASS} img{width:22px;height:22px;border-radius:50%}` +
  `.${BALANCE_CLASS}{font-weight:400;opacity:.9}`;

/** The class of a theme: a hash of its mode and custom properties, the same on the server and in the browser. */
export function themeClassOf(theme: unknown): string {
  const text = JSON.stringify(theme);
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  return `wm-theme-${(hash >>> 0).toString(36)}`;
}
