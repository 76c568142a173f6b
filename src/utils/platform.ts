/** What the page runs on, as far as the modal's rules care. */
export interface Platform {
  isMobile: boolean;
  /** Inside Telegram's in-app browser (social logins are filtered there, docs/behaviour.md#socials). */
  isTelegram: boolean;
  os: 'ios' | 'android' | 'macos' | 'windows' | 'linux' | 'other';
}

export const DESKTOP: Platform = { isMobile: false, isTelegram: false, os: 'other' };

/** Reads the platform from the browser; during server-side rendering there is none, so desktop. */
export function detectPlatform(scope: { navigator?: Navigator; TelegramWebviewProxy?: unknown } = globalThis): Platform {
  const agent = scope.navigator?.userAgent;
  if (!agent) return DESKTOP;
  const os: Platform['os'] = /iPhone|iPad|iPod/.test(agent)
    ? 'ios'
    : /Android/.test(agent)
      ? 'android'
      : /Mac OS X|Macintosh/.test(agent)
        ? 'macos'
        : /Windows/.test(agent)
          ? 'windows'
          : /Linux/.test(agent)
            ? 'linux'
            : 'other';
  return {
    isMobile: os === 'ios' || os === 'android' || /Mobi/.test(agent),
    isTelegram: /Telegram/i.test(agent) || scope.TelegramWebviewProxy !== undefined,
    os,
  };
}
