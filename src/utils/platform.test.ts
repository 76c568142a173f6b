import { DESKTOP, detectPlatform } from './platform';

const as = (userAgent: string, extra: object = {}) => detectPlatform({ navigator: { userAgent } as Navigator, ...extra });

it.each([
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', { isMobile: true, os: 'ios' }],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', { isMobile: true, os: 'android' }],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', { isMobile: false, os: 'macos' }],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', { isMobile: false, os: 'windows' }],
  ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', { isMobile: false, os: 'linux' }],
])('reads %s', (agent, expected) => {
  expect(as(agent)).toEqual({ isTelegram: false, ...expected });
});

it('recognises Telegram by its user agent or its webview proxy', () => {
  expect(as('Mozilla/5.0 (iPhone) Telegram-iOS/11.0').isTelegram).toBe(true);
  expect(as('Mozilla/5.0 (Linux; Android 14) Mobile', { TelegramWebviewProxy: {} }).isTelegram).toBe(true);
});

it('is desktop without a navigator (server-side rendering)', () => {
  expect(detectPlatform({})).toBe(DESKTOP);
});
