import type { WalletModalOptions } from '../config/config';

type ThemeMode = WalletModalOptions['themeMode'];
type ThemeVariables = WalletModalOptions['themeVariables'];

/**
 * Colours per mode. Every pair used for text meets WCAG AA (4.5:1) against its background; the axe
 * checks in the e2e suite hold us to it.
 */
const PALETTES: Record<'light' | 'dark', Record<string, string>> = {
  light: {
    '--wm-bg': '#ffffff',
    '--wm-surface': '#f1f2f4',
    '--wm-surface-hover': '#e4e6ea',
    '--wm-fg': '#141519',
    '--wm-fg-muted': '#565a63',
    '--wm-border': 'rgba(20, 21, 25, 0.12)',
    '--wm-overlay': 'rgba(20, 21, 25, 0.45)',
    '--wm-error': '#b3261e',
    '--wm-success': '#176b36',
    '--wm-on-accent': '#ffffff',
  },
  dark: {
    '--wm-bg': '#18191c',
    '--wm-surface': '#25272b',
    '--wm-surface-hover': '#30333a',
    '--wm-fg': '#f2f3f5',
    '--wm-fg-muted': '#a9adb6',
    '--wm-border': 'rgba(242, 243, 245, 0.14)',
    '--wm-overlay': 'rgba(0, 0, 0, 0.6)',
    '--wm-error': '#ff8a80',
    '--wm-success': '#7bd88f',
    '--wm-on-accent': '#ffffff',
  },
};

const DEFAULT_VARIABLES = {
  '--wm-accent': '#2452c8',
  '--wm-font-family': "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--wm-border-radius': '16px',
  '--wm-z-index': '2147483000',
};

/** Config names of `themeVariables` and the custom property each sets. */
const VARIABLE_NAMES: Record<keyof ThemeVariables, keyof typeof DEFAULT_VARIABLES> = {
  accent: '--wm-accent',
  fontFamily: '--wm-font-family',
  borderRadius: '--wm-border-radius',
  zIndex: '--wm-z-index',
};

export function themeProperties(mode: ThemeMode, variables: ThemeVariables): Record<string, string> {
  // `system` starts from the light palette; `themeRules` adds the dark one under the visitor's dark setting.
  const properties: Record<string, string> = { ...DEFAULT_VARIABLES, ...PALETTES[mode === 'system' ? 'light' : mode] };
  for (const [name, value] of Object.entries(variables) as [keyof ThemeVariables, string | number | undefined][]) {
    if (value !== undefined) properties[VARIABLE_NAMES[name]] = String(value);
  }
  return properties;
}

/**
 * The rule that sets `properties` on what `selector` matches. It is a `:where()` rule of zero specificity, so any rule a
 * host writes for `[data-wallet-modal]` overrides them without `!important`.
 */
const themeRule = (selector: string, properties: Record<string, string>) =>
  `:where(${selector}){${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * The theme's rules for what `selector` matches. `system` follows the visitor's colour scheme, live, through a media
 * query: no script watches it, and the server's HTML is already right.
 */
export const themeRules = (selector: string, mode: ThemeMode, properties: Record<string, string>) =>
  themeRule(selector, properties) + (mode === 'system' ? `@media (prefers-color-scheme:dark){${themeRule(selector, PALETTES.dark)}}` : '');

// Declarations both stylesheets use: the static one of the first load's controls (shell/staticStylesheet.ts) and the
// kit's styled components. Plain text, so the first load needs no styled-components.

/** What every button shares: its content centred in a row, the surrounding font, the pointer. */
export const BUTTON_BASE = 'display:inline-flex;align-items:center;justify-content:center;gap:8px;border:none;font:inherit;cursor:pointer;';

/** The focus ring, on `:focus-visible`. */
export const FOCUS_RING = 'outline:2px solid var(--wm-accent);outline-offset:2px;';

/** A primary button's colours and weight. */
export const PRIMARY_COLOURS = 'background:var(--wm-accent);color:var(--wm-on-accent);font-weight:600;';
