import { englishText } from '../../test/notices';
import { walletLinkHref } from './walletLinks';

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00ff&expiryTimestamp=1700000000';
const ENCODED = encodeURIComponent(URI);

describe('walletLinkHref', () => {
  it.each([
    ['rainbow://', `rainbow://wc?uri=${ENCODED}`],
    ['trust:', `trust://wc?uri=${ENCODED}`],
    ['zerion://app/', `zerion://app/wc?uri=${ENCODED}`],
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://link.trustwallet.com/', `https://link.trustwallet.com/wc?uri=${ENCODED}`],
    ['https://wallet.example/app', `https://wallet.example/app/wc?uri=${ENCODED}`],
  ])('%s opens as {link}wc?uri=…', (link, href) => {
    expect(walletLinkHref(link, URI)).toEqual({ ok: true, href });
  });

  it('encodes the pairing URI so its own query cannot leak into the link', () => {
    const result = walletLinkHref('https://wallet.example/', URI);
    expect(result.ok && new URL(result.href).searchParams.get('uri')).toBe(URI);
  });

  it.each([
    ['javascript:alert(1)', 'javascript: links are not allowed'],
    ['JavaScript:alert(1)//', 'javascript: links are not allowed'],
    ['data:text/html,<script>alert(1)</script>', 'data: links are not allowed'],
    ['vbscript:msgbox', 'vbscript: links are not allowed'],
    ['file:///etc/passwd', 'file: links are not allowed'],
    ['http://wallet.example/', 'http: links are not allowed'],
    ['blob:https://x/1', 'blob: links are not allowed'],
  ])('refuses %s', (link, why) => {
    const result = walletLinkHref(link, URI);
    expect(result).toMatchObject({ ok: false, reason: { key: 'notice.linkSchemeRefused' } });
    expect(!result.ok && englishText(result.reason)).toBe(`This wallet's link was not opened: ${why}.`);
  });

  it.each([
    ['empty', ''],
    ['no scheme', 'wallet.example/wc'],
    ['protocol-relative', '//wallet.example'],
    ['leading space', ' javascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['no host', 'https://'],
    ['credentials', 'https://user:pass@wallet.example/'],
    ['too long', `https://wallet.example/${'a'.repeat(3000)}`],
    ['a scheme starting with a digit', '1app://x'],
  ])('refuses a malformed link: %s', (_why, link) => {
    const result = walletLinkHref(link, URI);
    expect(result).toEqual({ ok: false, reason: { key: 'notice.linkMalformed' } });
    expect(!result.ok && englishText(result.reason)).toBe("This wallet's link was not opened: it is malformed.");
  });
});
