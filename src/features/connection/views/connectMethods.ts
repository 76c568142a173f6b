import { type ConnectMethod, DEFAULT_SOCIALS, type SocialOption } from '../../../constants';
import type { Connector } from '../../../model/connector';
import type { Platform } from '../../../utils/platform';

/** How each social login is named on its button. */
export const SOCIAL_NAMES: Record<SocialOption, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** Icon buttons that fit in one row under the wide first social button. */
const SOCIAL_ROW_SLOTS = 4;

/**
 * How the Connect screen lays out the social logins: the first as a wide button, the next ones as icon buttons in
 * one row, and when they do not all fit, the last slot of the row opens the list of all socials.
 */
export function socialLayout(socials: readonly SocialOption[]): {
  wide: SocialOption | undefined;
  icons: SocialOption[];
  more: boolean;
} {
  const [wide, ...others] = socials;
  const more = others.length > SOCIAL_ROW_SLOTS;
  return { wide, icons: more ? others.slice(0, SOCIAL_ROW_SLOTS - 1) : others, more };
}

/**
 * Whether the page has an installed wallet of its own (docs/behaviour.md#connecting): an injected or announced connector
 * whose provider is present, alone or merged with its other chains' into one multi-chain entry.
 */
export const hasInstalledWallet = (connectors: readonly Connector[] = []): boolean =>
  connectors.some((connector) =>
    connector.type === 'MULTI_CHAIN'
      ? hasInstalledWallet(connector.connectors)
      : (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') && !!connector.installed,
  );

/**
 * Connect view order (docs/behaviour.md#connecting): email, social, wallet by default; wallet, email, social when an installed wallet exists
 * (`hasInstalledWallet`); the host's `connectMethodsOrder` wins. Methods that are switched off are left out.
 */
export function connectMethodOrder(args: {
  configured: readonly ConnectMethod[] | undefined;
  hasInjectedWallet: boolean;
  emailEnabled: boolean;
  socialsEnabled: boolean;
}): ConnectMethod[] {
  const order = args.configured ?? (args.hasInjectedWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']);
  return [...new Set(order)].filter((method) =>
    method === 'email' ? args.emailEnabled : method === 'social' ? args.socialsEnabled : true,
  );
}

/**
 * Whether the wallet list waits behind one "Continue with a wallet" button: with `collapseWallets`, or with
 * `emailShowWallets: false` while the e-mail field is shown. Only e-mail or social login can stand in front of
 * the wallets; with neither on screen the list shows as usual.
 */
export function walletsCollapsed(args: {
  methods: readonly ConnectMethod[];
  collapseWallets: boolean;
  emailShowWallets: boolean;
}): boolean {
  const emailShown = args.methods.includes('email');
  const socialsShown = args.methods.includes('social');
  return (args.collapseWallets && (emailShown || socialsShown)) || (!args.emailShowWallets && emailShown);
}

/** Inside Telegram (docs/behaviour.md#socials), iOS drops google, macOS drops x, Android drops facebook and x. */
const TELEGRAM_HIDDEN: Partial<Record<Platform['os'], readonly SocialOption[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
};

export function visibleSocials(socials: readonly SocialOption[] | false, platform: Platform): SocialOption[] {
  if (!socials) return [];
  const hidden = platform.isTelegram ? (TELEGRAM_HIDDEN[platform.os] ?? []) : [];
  return socials.filter((social) => DEFAULT_SOCIALS.includes(social) && !hidden.includes(social));
}
