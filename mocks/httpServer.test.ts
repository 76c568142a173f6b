/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { rawExchange } from '../tools/rawSocket.ts';
import { type ApiServer, startApiServer } from './httpServer.ts';
import { scenarioFromEnv } from './scenario.ts';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ port: 0 });
});
afterAll(() => api.close());
afterEach(() =>
  Promise.all([
    fetch(`${api.url}/__mock/scenario`, { method: 'DELETE' }),
    fetch(`${api.url}/__mock/analytics-events`, { method: 'DELETE' }),
  ]),
);

const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

// Every remote call path (docs/behaviour.md#api), with what its answer must contain.
const paths: [string, string, RequestInit | undefined, (body: unknown) => void][] = [
  ['GET', '/v1/supported-chains', undefined, (b) => expect(b).toMatchObject({ http: expect.arrayContaining(['eip155:1']) })],
  ['GET', `/v1/identity/${ACCOUNT}?sender=${ACCOUNT}`, undefined, (b) => expect(b).toMatchObject({ name: 'alice.reown.id' })],
  [
    'GET',
    `/v1/account/${ACCOUNT}/history?cursor=20&chainId=eip155:1`,
    undefined,
    (b) => expect(b).toMatchObject({ next: null, data: expect.any(Array) }),
  ],
  [
    'GET',
    `/v1/account/${ACCOUNT}/balance?currency=usd&chainId=eip155:137`,
    undefined,
    (b) => expect(b).toMatchObject({ balances: [{ symbol: 'POL' }, { symbol: 'USDC' }] }),
  ],
  [
    'GET',
    `/v1/convert/quotes?amount=1000000&userAddress=eip155:1:${ACCOUNT}&from=${USDC}&to=${ETH}&gasPrice=1`,
    undefined,
    (b) => expect(b).toMatchObject({ quotes: [{ fromAmount: '1000000' }] }),
  ],
  ['GET', '/v1/convert/tokens?chainId=eip155:1', undefined, (b) => expect(b).toMatchObject({ tokens: expect.any(Array) })],
  [
    'GET',
    `/v1/convert/allowance?tokenAddress=${USDC}&userAddress=eip155:1:${ACCOUNT}`,
    undefined,
    (b) => expect(b).toEqual({ allowance: '0' }),
  ],
  ['GET', '/v1/convert/gas-price?chainId=eip155:1', undefined, (b) => expect(b).toMatchObject({ standard: expect.any(String) })],
  [
    'GET',
    `/v1/convert/build-approve?userAddress=eip155:1:${ACCOUNT}&from=${USDC}&to=${ETH}`,
    undefined,
    (b) => expect(b).toMatchObject({ tx: { value: '0' } }),
  ],
  [
    'POST',
    '/v1/convert/build-transaction',
    post({ amount: '1', eip155: { slippage: '1' }, projectId: 'p', from: ETH, to: USDC, userAddress: `eip155:1:${ACCOUNT}` }),
    (b) => expect(b).toMatchObject({ tx: { amount: '1' } }),
  ],
  [
    'POST',
    '/v1/fungible/price',
    post({ currency: 'usd', addresses: [USDC], projectId: 'p' }),
    (b) => expect(b).toMatchObject({ fungibles: [{ symbol: 'USDC' }] }),
  ],
  ['GET', '/v1/profile/account/bob.reown.id?apiVersion=2', undefined, (b) => expect(b).toMatchObject({ name: 'bob.reown.id' })],
  [
    'GET',
    `/v1/profile/reverse/${ACCOUNT}?sender=${ACCOUNT}&apiVersion=2`,
    undefined,
    (b) => expect(b).toMatchObject([{ name: 'alice.reown.id' }]),
  ],
  [
    'GET',
    '/v1/profile/suggestions/bob?zone=reown.id',
    undefined,
    (b) => expect(b).toMatchObject({ suggestions: expect.arrayContaining([{ name: 'bob.reown.id', registered: true }]) }),
  ],
  // Registering a name and revoking a session take real signatures: mocks/namesAndSessions.test.ts.
  [
    'POST',
    '/v1/generators/onrampurl',
    post({ destinationWallets: [{ address: ACCOUNT }], partnerUserId: 'u', defaultExperience: 'buy' }),
    (b) =>
      expect(b).toMatchObject({
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/checkout\?partnerUserId=u&defaultExperience=buy/),
      }),
  ],
  [
    'GET',
    '/v1/onramp/options',
    undefined,
    (b) => expect(b).toMatchObject({ paymentCurrencies: expect.any(Array), purchaseCurrencies: expect.any(Array) }),
  ],
  [
    'POST',
    '/v1/onramp/quote',
    post({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '200', network: 'ethereum' }),
    (b) => expect(b).toMatchObject({ paymentTotal: { amount: '200.00' } }),
  ],
  ['GET', `/v1/sessions/${ACCOUNT}`, undefined, (b) => expect(b).toMatchObject({ pcis: expect.any(Array) })],
  [
    'GET',
    '/getWallets?page=2&entries=40&search=nova',
    undefined,
    (b) => expect(b).toMatchObject({ count: expect.any(Number), data: expect.any(Array) }),
  ],
  [
    'GET',
    '/projects/v1/origins',
    undefined,
    (b) => expect(b).toMatchObject({ allowedOrigins: expect.arrayContaining(['http://127.0.0.1:5173']) }),
  ],
  ['GET', '/getAnalyticsConfig', undefined, (b) => expect(b).toEqual({ isAnalyticsEnabled: true })],
];

describe('the local API server over real HTTP', () => {
  it.each(paths)('%s %s', async (method, path, init, check) => {
    const response = await fetch(`${api.url}${path}`, init ?? { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    check(await response.json());
  });

  it('records analytics events, one or a batch, and lists them oldest first', async () => {
    const event = (eventId: string) => ({
      eventId,
      url: 'http://127.0.0.1:5173/?signIn=required',
      domain: '127.0.0.1',
      timestamp: 1_767_225_600_000,
      props: { event: 'MODAL_OPEN', connected: false },
    });
    expect((await fetch(`${api.url}/e`, post(event('one')))).status).toBe(202);
    expect((await fetch(`${api.url}/e`, post([event('two'), event('three')]))).status).toBe(202);
    const recorded = await fetch(`${api.url}/__mock/analytics-events`);
    expect(recorded.headers.get('access-control-allow-origin')).toBe('*');
    expect(await recorded.json()).toEqual({ events: [event('one'), event('two'), event('three')] });

    const forgotten = await fetch(`${api.url}/__mock/analytics-events`, { method: 'DELETE' });
    expect(await forgotten.json()).toEqual({ events: [] });
  });

  it.each([
    [{ eventId: 'e', url: 'not a url', domain: 'd', timestamp: 1, props: {} }, /^Malformed analytics event: url: /],
    [
      { eventId: 'e', url: 'http://d/', domain: 'd', timestamp: 1, props: { user: { email: 'a@b.c' } } },
      /^Malformed analytics event: props\.user: /,
    ],
    [{ eventId: 'e', url: 'http://d/', domain: 'd', props: {} }, /^Malformed analytics event: timestamp: /],
    [[], /^Malformed analytics event: /],
  ])('refuses a malformed analytics event (%j) with 400 and records nothing', async (body, message) => {
    const response = await fetch(`${api.url}/e`, post(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(await (await fetch(`${api.url}/__mock/analytics-events`)).json()).toEqual({ events: [] });
  });

  it('answers analytics with 403 on the switch, as the real one does for a page not on the allowlist', async () => {
    await fetch(
      `${api.url}/__mock/scenario`,
      post({ errors: { analyticsEvent: { status: 403, message: 'Unauthorized: origin not allowed' } } }),
    );
    const response = await fetch(`${api.url}/e`, post({ eventId: 'e', url: 'http://d/', domain: 'd', timestamp: 1, props: {} }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Unauthorized: origin not allowed' });
    expect(await (await fetch(`${api.url}/__mock/analytics-events`)).json()).toEqual({ events: [] });
  });

  it("lists the demo's, the e2e suite's and the examples' origins, less those a scenario leaves out", async () => {
    const listed = async (server: ApiServer = api) =>
      ((await (await fetch(`${server.url}/projects/v1/origins`)).json()) as { allowedOrigins: string[] }).allowedOrigins;
    expect(await listed()).toEqual(
      expect.arrayContaining(['http://127.0.0.1:5173', 'http://127.0.0.1:5273', 'http://127.0.0.1:4173', 'http://localhost:3000']),
    );
    await fetch(`${api.url}/__mock/scenario`, post({ unlistedOrigins: ['http://127.0.0.1:5273'] }));
    expect(await listed()).not.toContain('http://127.0.0.1:5273');
    expect(await listed()).toContain('http://127.0.0.1:5173');

    const own = await startApiServer({ port: 0, allowedOrigins: ['http://127.0.0.1:41234', 'https://*.example.com'] });
    try {
      expect(await listed(own)).toEqual(['http://127.0.0.1:41234', 'https://*.example.com']);
    } finally {
      await own.close();
    }
  });

  it('refuses a scenario whose unlisted origins are not origins', async () => {
    const response = await fetch(`${api.url}/__mock/scenario`, post({ unlistedOrigins: ['http://127.0.0.1:5173/'] }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('unlistedOrigins must be a list of origins, such as ["http://127.0.0.1:5173"]');
  });

  it.each(['/getWalletImage/w1', '/public/getAssetImage/a1', '/public/getCurrencyImage/USD', '/public/getTokenImage/ETH'])(
    'serves %s as an image',
    async (path) => {
      const response = await fetch(`${api.url}${path}`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    },
  );

  it('serves the fixture wallets, networks and tokens their own logos, and a drawn logo for made-up ones', async () => {
    const search = await fetch(`${api.url}/getWallets?page=1&entries=1&search=MetaMask`);
    const metaMask = ((await search.json()) as { data: { name: string; image_id: string }[] }).data[0];
    expect(metaMask?.name).toBe('MetaMask');
    const shipped = (path: string) => readFileSync(new URL(`./images/${path}.svg`, import.meta.url), 'utf8');
    const cases: [string, string][] = [
      [`/getWalletImage/${metaMask?.image_id}`, shipped('wallets/metamask')],
      ['/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900', shipped('networks/ethereum')],
      ['/public/getTokenImage/USDC', shipped('tokens/usdc')],
    ];
    for (const [path, logo] of cases) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toBe(logo);
    }
    const madeUp = await (await fetch(`${api.url}/public/getTokenImage/DEMO`)).text();
    expect(madeUp).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/);
    expect(madeUp).not.toMatch(/<text/);
  });

  it('answers CORS preflights so the demo page can call it', async () => {
    const response = await fetch(`${api.url}/v1/fungible/price`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('answers 404 with a message for an unknown path', async () => {
    const response = await fetch(`${api.url}/v2/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such path: GET /v2/nothing' });
  });

  it('injects latency, HTTP errors and malformed bodies on request', async () => {
    const set = await fetch(
      `${api.url}/__mock/scenario`,
      post({
        latencyMs: 150,
        errors: { identity: { status: 403, message: 'Unauthorized: origin not allowed' } },
        malformed: { balance: 'invalid-json' },
      }),
    );
    expect(set.status).toBe(200);

    const started = performance.now();
    const denied = await fetch(`${api.url}/v1/identity/${ACCOUNT}`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Unauthorized: origin not allowed' });

    const spoiled = await fetch(`${api.url}/v1/account/${ACCOUNT}/balance`);
    await expect(spoiled.json()).rejects.toThrow();

    await fetch(`${api.url}/__mock/scenario`, { method: 'DELETE' });
    expect((await fetch(`${api.url}/v1/identity/${ACCOUNT}`)).status).toBe(200);
  });

  it('holds one route back while the others answer at once', async () => {
    await fetch(`${api.url}/__mock/scenario`, post({ holdMs: { identity: 300 } }));
    const started = performance.now();
    const held = fetch(`${api.url}/v1/identity/${ACCOUNT}`).then(() => performance.now() - started);
    const other = fetch(`${api.url}/v1/supported-chains`).then(() => performance.now() - started);
    expect(await other).toBeLessThan(250);
    expect(await held).toBeGreaterThanOrEqual(290);
  });

  it('refuses a scenario naming an unknown route', async () => {
    const response = await fetch(`${api.url}/__mock/scenario`, post({ errors: { nope: 500 } }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^Unknown route "nope"/);
  });
});

describe('the local API, sent what no page sends', () => {
  const MIB = 1024 * 1024;
  const request = (lines: string[], body = '') => `${lines.join('\r\n')}\r\n\r\n${body}`;
  const postRaw = (path: string, body: string) =>
    request(
      [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`],
      body,
    );

  /** Whether the API still answers a page's request. */
  async function stillServes() {
    return (await fetch(`${api.url}/v1/supported-chains`)).status === 200;
  }

  it.each([
    ['a request target that is no URL', 400, request(['GET http://[ HTTP/1.1', 'Host: x']), 'The request target http://[ is not a URL'],
    [
      'a Host that is no host',
      400,
      request(['GET /v1/supported-chains HTTP/1.1', 'Host: [']),
      'The request target /v1/supported-chains is not a URL',
    ],
    ['a method the API has no route for', 405, request(['TRACE / HTTP/1.1', 'Host: x']), 'TRACE is not a method of this API'],
    [
      'a path parameter that does not decode',
      400,
      request([`GET /v1/identity/%E0%A4%A HTTP/1.1`, 'Host: x']),
      "The path's address is not percent-encoded text",
    ],
    ['a scenario that is not JSON', 400, postRaw('/__mock/scenario', '{nope'), /^The body is not JSON: /],
    [
      'a body declared over 1 MB',
      413,
      request(['POST /e HTTP/1.1', 'Host: x', 'Content-Type: application/json', `Content-Length: ${2 * MIB}`]),
      'The request body is over 1000000 bytes',
    ],
  ])('answers %s with %i and what is wrong, and serves the next', async (_name, status, raw, message) => {
    const exchange = await rawExchange(api.url, raw);
    expect(exchange.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect((JSON.parse(exchange.body) as { message: string }).message).toMatch(message);
    expect(await stillServes()).toBe(true);
  });

  it('refuses a body that grows over 1 MB as it comes (chunked), and closes its connection rather than read on', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const head = request(['POST /e HTTP/1.1', 'Host: x', 'Content-Type: application/json', 'Transfer-Encoding: chunked']);
    const chunks = Array.from({ length: 5 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    const exchange = await rawExchange(api.url, [head, ...chunks]);
    expect(exchange.statusLine).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.received.toString()).toMatch(/\r\nConnection: close\r\n/i);
    expect(await stillServes()).toBe(true);
  });

  it('answers provider RPC calls that are not objects with a JSON-RPC error each', async () => {
    const exchange = await rawExchange(
      api.url,
      postRaw('/v1?chainId=eip155:1', '[null, 5, {"jsonrpc":"2.0","id":3,"method":"eth_chainId"}]'),
    );
    expect(exchange.statusLine).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(exchange.body)).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
      { jsonrpc: '2.0', id: 3, result: '0x1' },
    ]);
  });

  it.each([
    ['a sign-in body that is not JSON', '/auth/verify', '{nope', 'The body must be { message, signature }, both strings'],
    ['a sign-in body that is JSON null', '/auth/verify', 'null', 'The body must be { message, signature }, both strings'],
    ['an analytics event that is not JSON', '/e', '{nope', /^Malformed analytics event: /],
    ['a registration that is a list', '/v1/profile/account', '[]', /^The body must be \{ coin_type, address, message, signature \}/],
  ])('answers %s with 400, and serves the next', async (_name, path, body, message) => {
    const exchange = await rawExchange(api.url, postRaw(path, body));
    expect(exchange.statusLine).toMatch(/^HTTP\/1\.1 400 /);
    expect((JSON.parse(exchange.body) as { message: string }).message).toMatch(message);
    expect(await stillServes()).toBe(true);
  });
});

describe('scenarioFromEnv', () => {
  it('reads the switches from the environment', () => {
    expect(
      scenarioFromEnv({
        MOCK_LATENCY_MS: '200',
        MOCK_ERRORS: 'history:500,identity:401:Unauthorized: invalid key',
        MOCK_MALFORMED: 'balance:wrong-shape',
        MOCK_HOLD_MS: 'identity:3000',
      }),
    ).toEqual({
      latencyMs: 200,
      holdMs: { identity: 3000 },
      errors: { history: { status: 500 }, identity: { status: 401, message: 'Unauthorized: invalid key' } },
      malformed: { balance: 'wrong-shape' },
    });
    expect(scenarioFromEnv({})).toEqual({ latencyMs: 0, holdMs: {}, errors: {}, malformed: {} });
  });

  it('reads the origins left off the allowlist', () => {
    expect(scenarioFromEnv({ MOCK_UNLISTED_ORIGINS: 'http://127.0.0.1:5173,http://localhost:5173' }).unlistedOrigins).toEqual([
      'http://127.0.0.1:5173',
      'http://localhost:5173',
    ]);
  });

  it('reads how many history entries are pending, a whole number', () => {
    expect(scenarioFromEnv({ MOCK_PENDING_HISTORY: '2' }).pendingHistory).toBe(2);
    expect(() => scenarioFromEnv({ MOCK_PENDING_HISTORY: 'some' })).toThrow('pendingHistory must be a whole number, 0 or more');
  });
});
