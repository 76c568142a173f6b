import { type ConnectMethod, DEFAULT_SOCIALS, type SocialOption } from '../../../constants';
import type { Platform } from '../../../utils/platform';

/**
 * SPEC §2: email, social, wallet by default; wallet, email, social when an injected wallet exists; the
 * host's `connectMethodsOrder` wins. Methods that are switched off are left out.
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

/** SPEC §5: inside Telegram, iOS drops google, macOS drops x, Android drops facebook and x. */
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
