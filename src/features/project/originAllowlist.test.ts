import { isOriginListed } from './originAllowlist';

describe('the origin allowlist (docs/behaviour.md#origin-allowlist)', () => {
  it.each([
    ['the same origin', 'https://app.example.com', ['https://app.example.com']],
    ['an entry with a trailing slash or capitals', 'https://app.example.com', ['https://App.Example.com/']],
    ['a port that is the same', 'http://localhost:5173', ['http://localhost:5173']],
    ['a subdomain of a wildcard entry', 'https://shop.example.com', ['https://*.example.com']],
    ['a subdomain at any depth', 'https://a.b.example.com', ['https://*.example.com']],
    ['a wildcard entry with its port', 'https://shop.example.com:8443', ['https://*.example.com:8443']],
    ['one entry of several', 'https://shop.example.com', ['https://other.org', 'https://*.example.com']],
  ])('lists %s', (_case, origin, entries) => {
    expect(isOriginListed(origin, entries)).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example', ['https://app.example.com']],
    ['another scheme', 'http://app.example.com', ['https://app.example.com']],
    ['another port', 'http://localhost:3000', ['http://localhost:5173']],
    ['the domain of a wildcard entry itself', 'https://example.com', ['https://*.example.com']],
    ['a name that only ends the same way', 'https://badexample.com', ['https://*.example.com']],
    ['a domain that only starts the same way', 'https://shop.example.com.evil.io', ['https://*.example.com']],
    ['a wildcard subdomain on another scheme', 'http://shop.example.com', ['https://*.example.com']],
    ['a wildcard subdomain on another port', 'https://shop.example.com:8443', ['https://*.example.com']],
    ['a wildcard anywhere but before the domain', 'https://shop.example.com', ['https://shop.*.com', '*', 'https://*']],
    ['an entry that is no address', 'https://shop.example.com', ['not an origin']],
    ['an empty list', 'https://shop.example.com', []],
  ])('does not list %s', (_case, origin, entries) => {
    expect(isOriginListed(origin, entries)).toBe(false);
  });
});
