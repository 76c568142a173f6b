/** @jest-environment node */
import { isSafeImageSource } from './links';

/** Serves the page from `hostname` for the test. */
function pageOn(hostname: string | undefined) {
  Object.defineProperty(globalThis, 'location', { value: hostname && { hostname }, configurable: true, writable: true });
}
afterEach(() => pageOn(undefined));

describe('on a deployed page', () => {
  beforeEach(() => pageOn('app.example'));

  it.each([
    ['https://example.com/a.png', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', true],
    ['data:image/png;base64,AAAA', true],
    ['DATA:IMAGE/WEBP,AAAA', true],
    ['http://example.com/a.png', false],
    ['http://127.0.0.1:8787/getWalletImage/x', false],
    ['blob:https://app.example/1234', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['data:image/bmp;base64,AAAA', false],
    ['vbscript:msgbox', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
    ['', false],
    [undefined, false],
  ])('isSafeImageSource(%p) → %s', (source, expected) => {
    expect(isSafeImageSource(source)).toBe(expected);
  });
});

describe('on a page in development, served from this machine', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('on %s, takes http: images from this machine and no other', (hostname) => {
    pageOn(hostname);
    expect(isSafeImageSource('http://127.0.0.1:8787/public/getAssetImage/avatar-alice')).toBe(true);
    expect(isSafeImageSource('http://localhost:5173/logo.png')).toBe(true);
    expect(isSafeImageSource('http://[::1]/logo.png')).toBe(true);
    expect(isSafeImageSource('http://example.com/a.png')).toBe(false);
    expect(isSafeImageSource('http://127.0.0.1.example.com/a.png')).toBe(false);
    expect(isSafeImageSource('blob:http://localhost/1234')).toBe(false);
  });
});

it('takes no http: image where there is no page (a server render)', () => {
  expect(isSafeImageSource('http://127.0.0.1:8787/getWalletImage/x')).toBe(false);
  expect(isSafeImageSource('https://example.com/a.png')).toBe(true);
});
