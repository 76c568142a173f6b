import { isSafeImageSource } from './links';

it.each([
  ['https://example.com/a.png', true],
  ['http://127.0.0.1:8787/getWalletImage/x', true],
  ['blob:http://localhost/1234', true],
  ['data:image/svg+xml;base64,PHN2Zz4=', true],
  ['data:image/png;base64,AAAA', true],
  ['javascript:alert(1)', false],
  ['data:text/html,<script>alert(1)</script>', false],
  ['vbscript:msgbox', false],
  ['file:///etc/passwd', false],
  ['not a url', false],
  [undefined, false],
])('isSafeImageSource(%p) → %s', (source, expected) => {
  expect(isSafeImageSource(source)).toBe(expected);
});
