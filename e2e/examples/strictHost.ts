import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

export interface StrictHostOptions {
  /** The built app (its index.html and assets). */
  root: string;
  /** Origins the page may fetch from and open sockets to, besides its own. */
  connectSources: string[];
  /** Image sources besides its own origin and data: URLs. */
  imageSources: string[];
  /**
   * Whether index.html carries the request's nonce, as `<meta name="csp-nonce">` (not the `property` form, which
   * styled-components reads on its own: this way the nonce reaches the widget only through `cspNonce`).
   */
  nonceInPage: boolean;
}

export interface StrictHost {
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function policy(nonce: string, { connectSources, imageSources }: StrictHostOptions) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data:", ...imageSources].join(' '),
    ["connect-src 'self'", ...connectSources].join(' '),
  ].join('; ');
}

/**
 * A production build served as a security-minded host serves it: every response carries a strict Content Security
 * Policy (no 'unsafe-inline' anywhere) with a fresh style nonce, which index.html repeats when `nonceInPage`.
 * On 127.0.0.1, on a free port.
 */
export async function startStrictHost(options: StrictHostOptions): Promise<StrictHost> {
  const server = createServer(async (request, response) => {
    const nonce = randomBytes(16).toString('base64');
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = normalize(join(options.root, pathname === '/' ? 'index.html' : decodeURIComponent(pathname)));
    if (!file.startsWith(options.root + sep)) {
      response.writeHead(403).end();
      return;
    }
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      response.writeHead(404, { 'content-security-policy': policy(nonce, options) }).end();
      return;
    }
    if (file.endsWith('.html') && options.nonceInPage)
      body = Buffer.from(body.toString().replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`));
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': policy(nonce, options),
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
