import { type DefaultBodyType, delay, HttpResponse, http, type JsonBodyType, type StrictRequest } from 'msw';
import { type PublicClient, parseUnits } from 'viem';
import * as z from 'zod/mini';
import type { AuthService, SignInKey } from './auth.ts';
import { checkoutForm, checkoutOrder, checkoutPage, checkoutUrl, createFunder, notSoldMessage } from './checkout.ts';
import { historyPage, pageOf } from './fixtures/history.ts';
import { createImageLibrary } from './fixtures/images.ts';
import { ONRAMP_OPTIONS, onrampQuote } from './fixtures/onramp.ts';
import { LOCAL_ORIGINS } from './fixtures/origins.ts';
import { identityFor } from './fixtures/profiles.ts';
import { balancesFor, caipTokenAddress, nativeHolding, supportedChainsWith, swapTokensFor, tokenByCaipAddress } from './fixtures/tokens.ts';
import { createWalletCatalogue, DEFAULT_WALLET_COUNT, hostileWalletAnswer, queryWallets } from './fixtures/wallets.ts';
import {
  accountAddress,
  chainErrorMessage,
  connectLocalChain,
  type LocalChain,
  type LocalChainConfig,
  readLocalBalances,
  readLocalHistory,
} from './localChain.ts';
import {
  type BuildSwapBody,
  ExchangeRefusal,
  exchangeAllowance,
  exchangeApproveTransaction,
  exchangeGasPrice,
  exchangePrices,
  exchangeQuote,
  exchangeSwapTransaction,
  exchangeTokens,
  splitCaipAddress,
} from './localExchange.ts';
import { isRefusal, type NamesAndSessions, openNamesAndSessions, type Refusal } from './namesAndSessions.ts';
import { defaultScenario, type RouteName, type Scenario } from './scenario.ts';
import { isSolanaNetwork, readSolanaLocalBalances, solanaAccountAddress } from './solanaLocalChain.ts';

export interface MockApiOptions {
  walletCount?: number;
  /**
   * Chains whose answers are read from the chain itself rather than from the fixtures: balances and history of the
   * anvil chains (`eip155:` ids), balances of the local Solana chain (its `solana:` id).
   */
  localChains?: readonly LocalChainConfig[];
  /**
   * What `projects/v1/origins` lists (default `LOCAL_ORIGINS`: the demo's, the e2e suite's and the examples'): the pages
   * the sign-in server signs in for and the sign-in routes allow credentialed calls from.
   */
  allowedOrigins?: readonly string[];
  /**
   * The page a sign-in request without an `Origin` header comes from. Only for the unit tests: a browser always sends
   * one, jsdom's fetch (Node's) never does. Without it such a request is refused.
   */
  pageOrigin?: string;
  /** The SQLite file that keeps names and smart sessions (mocks/namesAndSessions.ts); in memory when absent. */
  namesDataFile?: string;
}

/** The body of `POST /e`, one event (docs/behaviour.md#api). */
const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.url(),
  domain: z.string().check(z.minLength(1)),
  timestamp: z.number().check(z.int(), z.nonnegative()),
  props: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
const analyticsBatchSchema = z.array(analyticsEventSchema).check(z.minLength(1));

/** The events in a `POST /e` body: one event, or a batch of them in one request. */
function parseAnalyticsEvents(body: unknown) {
  if (Array.isArray(body)) return analyticsBatchSchema.safeParse(body);
  const event = analyticsEventSchema.safeParse(body);
  return event.success ? { success: true as const, data: [event.data] } : event;
}

const verifyBodySchema = z.object({ message: z.string().check(z.minLength(1)), signature: z.string().check(z.minLength(1)) });

/** The cookie naming a browser's sign-in session, and how long it lasts: a week, as long as a sign-in at most. */
const SESSION_COOKIE = 'siwx_session';
const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
/** The cookie naming the browser its nonces were issued to, for as long as a nonce waits for its message (mocks/auth.ts). */
const NONCE_COOKIE = 'siwx_browser';
const NONCE_COOKIE_MAX_AGE_S = 10 * 60;

/** What the mock API remembers between requests; tests read it to see what was sent. */
interface MockApiState {
  scenario: Scenario;
  /** The analytics events received, oldest first. */
  analyticsEvents: AnalyticsEvent[];
}

type Resolver = (info: {
  request: StrictRequest<DefaultBodyType>;
  params: Record<string, string | readonly string[] | undefined>;
  cookies: Record<string, string>;
}) => Response | Promise<Response>;

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });
const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
/** A refused write, as the provider API answers one: its message, and the same words as its first reason. */
const refused = ({ status, message }: Refusal) => HttpResponse.json({ message, reasons: [{ description: message }] }, { status });

/** A request the routes cannot read, answered 400 with its message (by `route`). */
class MalformedRequest extends Error {}

/** A path parameter, decoded; one that does not decode (`%E0%A4%A`) is a malformed request. */
function param(params: Record<string, string | readonly string[] | undefined>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    throw new MalformedRequest(`The path's ${name} is not percent-encoded text`);
  }
}

function list(url: URL, name: string): string[] | undefined {
  const value = url.searchParams.get(name);
  return value ? value.split(',').filter(Boolean) : undefined;
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The answer about an account (a path parameter) on a local chain, for the request at `url`. */
type LocalChainRead = (account: string, url: URL) => Promise<Response>;

/** A chain the API reads from: its balances, and its history where the API reads that from the chain too. */
interface LocalChainReader {
  caipNetworkId: string;
  balances: LocalChainRead;
  history?: LocalChainRead;
  /** An eip155 chain's node, which the sign-in server also asks about contract accounts. */
  client?: PublicClient;
  /** An anvil chain, whose Uniswap V2 exchange answers the convert endpoints (mocks/localExchange.ts). */
  exchange?: LocalChain;
}

/**
 * Reads `read` from a local chain: 400 for an account that is not one of the chain's family (`kind` says what it should
 * be), 502 when the chain does not answer (anvil or the Solana chain stopped), a provider failure the client can tell
 * apart from a bad request.
 */
function fromLocalChain<Account>(
  caipNetworkId: string,
  kind: string,
  parseAccount: (value: string) => Account | undefined,
  read: (account: Account, url: URL) => Promise<JsonBodyType>,
): LocalChainRead {
  return async (value, url) => {
    const account = parseAccount(value);
    if (account === undefined) return badRequest(`${value} is not ${kind}`);
    try {
      return HttpResponse.json(await read(account, url));
    } catch (error) {
      return HttpResponse.json({ message: `Local chain ${caipNetworkId}: ${chainErrorMessage(error)}` }, { status: 502 });
    }
  };
}

/**
 * The reader for a local chain, by its family. On Solana the API reads balances only: Activity is shown for EVM
 * networks only (docs/behaviour.md#history), so the Solana chain's history stays the fixtures'.
 */
function localChainReader(config: LocalChainConfig): LocalChainReader {
  const { caipNetworkId } = config;
  if (isSolanaNetwork(caipNetworkId)) {
    return {
      caipNetworkId,
      balances: fromLocalChain(
        caipNetworkId,
        'a Solana address (a base58 public key of 32 bytes)',
        solanaAccountAddress,
        async (owner, url) => ({
          balances: await readSolanaLocalBalances(config, owner, url.origin),
        }),
      ),
    };
  }
  const chain = connectLocalChain(config);
  return {
    caipNetworkId,
    client: chain.client,
    exchange: chain,
    balances: fromLocalChain(caipNetworkId, 'an EVM address', accountAddress, async (address, url) => ({
      balances: await readLocalBalances(chain, address, url.origin),
    })),
    history: fromLocalChain(caipNetworkId, 'an EVM address', accountAddress, async (address, url) =>
      pageOf(await readLocalHistory(chain, address, url.origin), url.searchParams.get('cursor')),
    ),
  };
}

interface JsonRpcCall {
  id?: unknown;
  method?: unknown;
}

/**
 * A convert answer from a local chain's exchange: 400 with the exchange's words for a request it refuses, 502 when the
 * chain does not answer.
 */
async function fromExchange(chain: LocalChain, answer: (chain: LocalChain) => Promise<JsonBodyType> | JsonBodyType): Promise<Response> {
  try {
    return HttpResponse.json(await answer(chain));
  } catch (error) {
    if (error instanceof ExchangeRefusal) return badRequest(error.message);
    return HttpResponse.json({ message: `Local chain ${chain.caipNetworkId}: ${chainErrorMessage(error)}` }, { status: 502 });
  }
}

/** The provider RPC of a fixture chain (`/v1/?chainId=…`, docs/behaviour.md#api): its id, a block, and the fixtures' native holdings. */
function answerRpc(chainId: string, call: JsonRpcCall | null) {
  if (typeof call !== 'object' || call === null || Array.isArray(call))
    return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } };
  const reply = (result: unknown) => ({ jsonrpc: '2.0', id: call.id ?? null, result });
  switch (call.method) {
    case 'eth_chainId':
      return reply(`0x${Number(chainId.split(':')[1] ?? 0).toString(16)}`);
    case 'eth_blockNumber':
      return reply('0x1');
    case 'eth_getBalance':
      return reply(`0x${parseUnits(nativeHolding(chainId), 18).toString(16)}`);
    default:
      return { jsonrpc: '2.0', id: call.id ?? null, error: { code: -32601, message: `Method not found: ${String(call.method)}` } };
  }
}

/**
 * A sign-in cookie (the session's, or the nonces' browser): only the server reads it (HttpOnly), sent with the page's
 * own requests and with same-site ones (SameSite=Lax: the demo on 127.0.0.1:5173 calling the API on 127.0.0.1:8787),
 * Secure over https. `maxAgeSeconds` 0 removes it.
 */
function signInCookie(name: string, requestUrl: string, value: string, maxAgeSeconds: number): string {
  const secure = new URL(requestUrl).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

const sessionCookie = (requestUrl: string, value: string, maxAgeSeconds: number) =>
  signInCookie(SESSION_COOKIE, requestUrl, value, maxAgeSeconds);

/** Sign-in answers are about one browser: never kept by a cache. */
function signInAnswer(body: JsonBodyType, init: { status?: number; setCookie?: string } = {}): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (init.setCookie) headers['set-cookie'] = init.setCookie;
  return HttpResponse.json(body, { status: init.status ?? 200, headers });
}

/** The account a sign-in request names by `chainId` and `address` query parameters (both or neither). */
function signInKeyOf(url: URL): { key?: SignInKey } | { refusal: Response } {
  const chainId = url.searchParams.get('chainId');
  const address = url.searchParams.get('address');
  if (chainId === null && address === null) return {};
  if (!chainId || !address) return { refusal: badRequest('chainId and address go together: name both, or neither') };
  return { key: { chainId, address } };
}

/** The first problems zod found, as `path: message`. */
function issuesOf(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

/** An image answer; browsers may keep it a day, as they may the real API's. */
function svgResponse(svg: string): Response {
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
}

/**
 * msw handlers for every remote call path (docs/behaviour.md#api), provider API and wallet-list API alike. They match any origin,
 * so the unit tests (default hosts) and the local HTTP server (127.0.0.1) share them.
 */
export function createMockApi(options: MockApiOptions = {}) {
  const catalogue = createWalletCatalogue(options.walletCount ?? DEFAULT_WALLET_COUNT);
  const images = createImageLibrary(catalogue);
  const state: MockApiState = { scenario: defaultScenario(), analyticsEvents: [] };
  const localChains = (options.localChains ?? []).map(localChainReader);
  const evmClients = new Map(localChains.flatMap(({ caipNetworkId, client }) => (client ? [[caipNetworkId, client] as const] : [])));
  // The local checkout's funders, one a local chain (mocks/checkout.ts).
  const funders = new Map((options.localChains ?? []).map((config) => [config.caipNetworkId, createFunder(config)] as const));
  const localChainFor = (url: URL) => localChains.find((chain) => chain.caipNetworkId === url.searchParams.get('chainId'));
  /** The local exchange of the chain a CAIP-2 id or a CAIP-10 account names (the convert endpoints name either). */
  const exchangeOn = (caipId: string | null | undefined) => {
    const caipNetworkId = splitCaipAddress(caipId ?? '')?.caipNetworkId ?? caipId;
    return localChains.find((chain) => chain.caipNetworkId === caipNetworkId)?.exchange;
  };
  const allowedOrigins = options.allowedOrigins ?? LOCAL_ORIGINS;

  // Loaded on the first sign-in request (node:sqlite): see mocks/auth.ts.
  let auth: Promise<AuthService> | undefined;
  const signInServer = () =>
    (auth ??= import('./auth.ts').then(({ createAuthService }) =>
      createAuthService({ origins: allowedOrigins, chainClients: evmClients, maxAgeMs: SESSION_MAX_AGE_S * 1000 }),
    ));

  // Names and smart sessions: one store, opened on the first request about them.
  let store: NamesAndSessions | undefined;
  const namesAndSessions = () => (store ??= openNamesAndSessions({ dataFile: options.namesDataFile }));

  function route(name: RouteName, method: 'get' | 'post', path: string, resolver: Resolver) {
    return http[method](`*/${path}`, async (info) => {
      const { latencyMs, holdMs, errors, malformed } = state.scenario;
      const wait = latencyMs + (holdMs[name] ?? 0);
      if (wait > 0) await delay(wait);
      const error = errors[name];
      if (error) return HttpResponse.json({ message: error.message ?? `Mock error ${error.status}` }, { status: error.status });
      if (malformed[name] === 'invalid-json') return new HttpResponse('{"data": [', { headers: { 'content-type': 'application/json' } });
      if (malformed[name] === 'wrong-shape') return HttpResponse.json({ unexpected: 'shape', data: 'not a list', count: -1 });
      try {
        return await resolver(info as Parameters<Resolver>[0]);
      } catch (error) {
        if (error instanceof MalformedRequest) return badRequest(error.message);
        throw error;
      }
    });
  }

  const handlers = [
    // Provider API
    route('rpc', 'post', 'v1', async ({ request }) => {
      const chainId = new URL(request.url).searchParams.get('chainId') ?? '';
      const body = (await request.json().catch(() => undefined)) as JsonRpcCall | JsonRpcCall[] | undefined;
      if (!body || typeof body !== 'object')
        return HttpResponse.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      return HttpResponse.json(Array.isArray(body) ? body.map((call) => answerRpc(chainId, call)) : answerRpc(chainId, body));
    }),
    route('supportedChains', 'get', 'v1/supported-chains', () =>
      HttpResponse.json(supportedChainsWith(localChains.map((chain) => chain.caipNetworkId))),
    ),
    route('identity', 'get', 'v1/identity/:address', ({ request, params }) =>
      HttpResponse.json(identityFor(namesAndSessions().profilesByAddress(param(params, 'address'))[0], new URL(request.url).origin)),
    ),
    route('history', 'get', 'v1/account/:account/history', ({ request, params }) => {
      const url = new URL(request.url);
      const account = param(params, 'account');
      const readHistory = localChainFor(url)?.history;
      if (!readHistory) return HttpResponse.json(historyPage(account, url.searchParams.get('cursor'), state.scenario.pendingHistory));
      return readHistory(account, url);
    }),
    route('balance', 'get', 'v1/account/:address/balance', ({ request, params }) => {
      const url = new URL(request.url);
      const chain = localChainFor(url);
      // Icons come from this server too, so a page on the local API asks nothing of other hosts.
      if (!chain) return HttpResponse.json({ balances: balancesFor(url.searchParams.get('chainId'), url.origin) });
      return chain.balances(param(params, 'address'), url);
    }),
    route('convertQuotes', 'get', 'v1/convert/quotes', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const exchange = exchangeOn(query.get('userAddress'));
      if (exchange) return fromExchange(exchange, (chain) => exchangeQuote(chain, query));
      const from = tokenByCaipAddress(query.get('from') ?? '');
      const to = tokenByCaipAddress(query.get('to') ?? '');
      const amount = query.get('amount') ?? '';
      if (!from || !to || !/^\d+$/.test(amount)) return badRequest('Unknown token or invalid amount');
      const fromValue = (Number(amount) / 10 ** from.decimals) * from.price;
      const toAmount =
        BigInt(Math.floor((fromValue / to.price) * 0.997 * 10 ** Math.min(to.decimals, 15))) * 10n ** BigInt(Math.max(0, to.decimals - 15));
      return HttpResponse.json({
        quotes: [
          {
            id: null,
            fromAmount: amount,
            fromAccount: caipTokenAddress(from),
            toAmount: toAmount.toString(),
            toAccount: caipTokenAddress(to),
          },
        ],
      });
    }),
    route('convertTokens', 'get', 'v1/convert/tokens', ({ request }) => {
      const url = new URL(request.url);
      const exchange = exchangeOn(url.searchParams.get('chainId'));
      if (exchange) return fromExchange(exchange, (chain) => ({ tokens: exchangeTokens(chain, url.origin) }));
      return HttpResponse.json({ tokens: swapTokensFor(url.searchParams.get('chainId') ?? '') });
    }),
    route('convertAllowance', 'get', 'v1/convert/allowance', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const exchange = exchangeOn(query.get('userAddress'));
      if (exchange) return fromExchange(exchange, (chain) => exchangeAllowance(chain, query));
      const token = tokenByCaipAddress(query.get('tokenAddress') ?? '');
      return HttpResponse.json({
        allowance: token?.address ? '0' : '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      });
    }),
    route('convertGasPrice', 'get', 'v1/convert/gas-price', ({ request }) => {
      const exchange = exchangeOn(new URL(request.url).searchParams.get('chainId'));
      if (exchange) return fromExchange(exchange, exchangeGasPrice);
      return HttpResponse.json({ standard: '12000000000', fast: '15000000000', instant: '20000000000' });
    }),
    route('convertBuildApprove', 'get', 'v1/convert/build-approve', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const exchange = exchangeOn(query.get('userAddress'));
      if (exchange) return fromExchange(exchange, (chain) => exchangeApproveTransaction(chain, query));
      const token = tokenByCaipAddress(query.get('from') ?? '');
      if (!token?.address) return badRequest('Only tokens need an approval');
      return HttpResponse.json({
        tx: {
          from: (query.get('userAddress') ?? '').split(':')[2] ?? '',
          to: token.address,
          data: `0x095ea7b3${'0'.repeat(24)}1111111254eeb25477b68fb85ed929f73a960582${'f'.repeat(64)}`,
          value: '0',
          eip155: { gasPrice: '12000000000' },
        },
      });
    }),
    route('convertBuildTransaction', 'post', 'v1/convert/build-transaction', async ({ request }) => {
      const body = await jsonBody(request);
      const exchange = exchangeOn(String(body?.userAddress ?? ''));
      if (body && exchange) return fromExchange(exchange, (chain) => exchangeSwapTransaction(chain, body as BuildSwapBody));
      const from = tokenByCaipAddress(String(body?.from ?? ''));
      if (!body || !from || typeof body.amount !== 'string') return badRequest('amount, from, to and userAddress are required');
      return HttpResponse.json({
        tx: {
          from: String(body.userAddress ?? '').split(':')[2] ?? '',
          to: '0x1111111254EEB25477B68fb85Ed929f73A960582',
          data: `0x12aa3caf${'0'.repeat(120)}`,
          amount: from.address ? '0' : body.amount,
          eip155: { gas: '180000', gasPrice: '12000000000' },
        },
      });
    }),
    route('fungiblePrice', 'post', 'v1/fungible/price', async ({ request }) => {
      const addresses = (await jsonBody(request))?.addresses;
      if (!Array.isArray(addresses)) return badRequest('addresses is required');
      const fixtures = addresses.flatMap((address) => {
        const token = tokenByCaipAddress(String(address));
        return token ? [{ name: token.name, symbol: token.symbol, iconUrl: token.iconUrl, price: token.price }] : [];
      });
      const local = exchangePrices(
        addresses.map(String),
        localChains.flatMap((chain) => (chain.exchange ? [chain.caipNetworkId] : [])),
        new URL(request.url).origin,
      );
      return HttpResponse.json({ fungibles: [...fixtures, ...local] });
    }),
    route('profileAccount', 'get', 'v1/profile/account/:name', ({ params }) => {
      const found = namesAndSessions().profileByName(param(params, 'name'));
      return found ? HttpResponse.json(found) : notFound('Name not found');
    }),
    route('profileReverse', 'get', 'v1/profile/reverse/:address', ({ params }) =>
      HttpResponse.json(namesAndSessions().profilesByAddress(param(params, 'address'))),
    ),
    route('profileSuggestions', 'get', 'v1/profile/suggestions/:name', ({ params }) =>
      HttpResponse.json({ suggestions: namesAndSessions().suggestions(param(params, 'name')) }),
    ),
    route('profileRegister', 'post', 'v1/profile/account', async ({ request }) => {
      const answer = await namesAndSessions().register(await jsonBody(request));
      return isRefusal(answer) ? refused(answer) : HttpResponse.json(answer);
    }),
    route('onrampUrl', 'post', 'v1/generators/onrampurl', async ({ request }) => {
      const body = await jsonBody(request);
      if (!Array.isArray(body?.destinationWallets)) return badRequest('destinationWallets is required');
      // The provider's buy page is the local checkout (mocks/checkout.ts), served by this API.
      return HttpResponse.json({ url: checkoutUrl(new URL(request.url).origin, body) });
    }),
    route('checkoutPage', 'get', 'checkout', ({ request }) => {
      const order = checkoutOrder(new URL(request.url).searchParams);
      if ('problem' in order) return checkoutPage('Local checkout', `<p role="alert">${order.problem}</p>`, 400);
      return checkoutForm(order, funders.get(order.account.split(':').slice(0, 2).join(':'))?.sells(order.asset) ?? false);
    }),
    route('checkoutPay', 'post', 'checkout', async ({ request }) => {
      const order = checkoutOrder(new URLSearchParams(await request.text()));
      if ('problem' in order) return checkoutPage('Local checkout', `<p role="alert">${order.problem}</p>`, 400);
      const funder = funders.get(order.account.split(':').slice(0, 2).join(':'));
      if (!funder) return checkoutPage('Local checkout', `<p role="alert">${notSoldMessage}</p>`, 400);
      try {
        const hash = await funder.fund(order);
        return checkoutPage(
          'Payment complete',
          `<p role="status">${order.cryptoAmount} ${order.asset} sent to your wallet.</p><p>Transaction <code>${hash}</code></p><p>You can close this page.</p>`,
        );
      } catch (error) {
        return checkoutPage('Payment failed', `<p role="alert">${chainErrorMessage(error).replace(/[<>&]/g, '')}</p>`, 502);
      }
    }),
    route('onrampOptions', 'get', 'v1/onramp/options', () => HttpResponse.json(ONRAMP_OPTIONS)),
    route('onrampQuote', 'post', 'v1/onramp/quote', async ({ request }) => {
      const body = await jsonBody(request);
      if (!body || typeof body.amount !== 'string' || !/^\d+(\.\d+)?$/.test(body.amount)) return badRequest('amount is required');
      return HttpResponse.json(onrampQuote(body as Parameters<typeof onrampQuote>[0]));
    }),
    route('sessions', 'get', 'v1/sessions/:address', ({ params }) =>
      HttpResponse.json({ pcis: namesAndSessions().sessionsOf(param(params, 'address')) }),
    ),
    route('sessionsActivate', 'post', 'v1/sessions/:address/activate', async ({ request, params }) => {
      const answer = await namesAndSessions().activate(param(params, 'address'), await jsonBody(request));
      return isRefusal(answer) ? refused(answer) : HttpResponse.json(answer);
    }),
    route('sessionsRevoke', 'post', 'v1/sessions/:address/revoke', async ({ request, params }) => {
      const answer = await namesAndSessions().revoke(param(params, 'address'), await jsonBody(request));
      return isRefusal(answer) ? refused(answer) : HttpResponse.json(answer);
    }),
    route('analyticsEvent', 'post', 'e', async ({ request }) => {
      const events = parseAnalyticsEvents(await request.json().catch(() => undefined));
      if (!events.success) return badRequest(`Malformed analytics event: ${issuesOf(events.error)}`);
      state.analyticsEvents.push(...events.data);
      return new HttpResponse(null, { status: 202 });
    }),

    // Sign-in (docs/behaviour.md#sign-in-server)
    // The nonce goes to the browser that asked, named by a cookie that `POST /auth/verify` requires with it.
    route('authNonce', 'get', 'auth/nonce', async ({ request, cookies }) => {
      const { nonce, browser } = (await signInServer()).issueNonce(cookies[NONCE_COOKIE]);
      return signInAnswer({ nonce }, { setCookie: signInCookie(NONCE_COOKIE, request.url, browser, NONCE_COOKIE_MAX_AGE_S) });
    }),
    route('authVerify', 'post', 'auth/verify', async ({ request, cookies }) => {
      const body = verifyBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return badRequest('The body must be { message, signature }, both strings');
      const result = await (await signInServer()).verify({
        ...body.data,
        origin: request.headers.get('origin') ?? options.pageOrigin,
        sessionId: cookies[SESSION_COOKIE],
        browser: cookies[NONCE_COOKIE],
      });
      if ('refusal' in result) return signInAnswer({ message: result.refusal.message }, { status: result.refusal.status });
      return signInAnswer(result.signIn, { setCookie: sessionCookie(request.url, result.sessionId, SESSION_MAX_AGE_S) });
    }),
    route('authSession', 'get', 'auth/session', async ({ request, cookies }) => {
      const named = signInKeyOf(new URL(request.url));
      if ('refusal' in named) return named.refusal;
      return signInAnswer((await signInServer()).session(cookies[SESSION_COOKIE], named.key));
    }),
    route('authSignOut', 'post', 'auth/signout', async ({ request, cookies }) => {
      const named = signInKeyOf(new URL(request.url));
      if ('refusal' in named) return named.refusal;
      (await signInServer()).signOut(cookies[SESSION_COOKIE], named.key);
      // Signing out of one account keeps the browser's others; signing out of all ends the cookie too.
      return signInAnswer(null, named.key ? {} : { setCookie: sessionCookie(request.url, '', 0) });
    }),

    // Wallet-list API
    route('wallets', 'get', 'getWallets', ({ request }) => {
      if (state.scenario.hostileWallets) return HttpResponse.json(hostileWalletAnswer());
      const url = new URL(request.url);
      return HttpResponse.json(
        queryWallets(catalogue, {
          page: Number(url.searchParams.get('page') ?? 1) || 1,
          entries: Math.min(Number(url.searchParams.get('entries') ?? 40) || 40, 100),
          include: list(url, 'include'),
          exclude: list(url, 'exclude'),
          chains: list(url, 'chains'),
          search: url.searchParams.get('search') ?? undefined,
          badge: url.searchParams.get('badge_type') ?? undefined,
        }),
      );
    }),
    route('walletImage', 'get', 'getWalletImage/:id', ({ params }) => svgResponse(images.wallet(param(params, 'id')))),
    route('assetImage', 'get', 'public/getAssetImage/:id', ({ params }) => svgResponse(images.asset(param(params, 'id')))),
    route('currencyImage', 'get', 'public/getCurrencyImage/:id', ({ params }) => svgResponse(images.currency(param(params, 'id')))),
    route('tokenImage', 'get', 'public/getTokenImage/:id', ({ params }) => svgResponse(images.token(param(params, 'id')))),
    route('origins', 'get', 'projects/v1/origins', () => {
      const unlisted = state.scenario.unlistedOrigins ?? [];
      return HttpResponse.json({ allowedOrigins: allowedOrigins.filter((origin) => !unlisted.includes(origin)) });
    }),
    route('analyticsConfig', 'get', 'getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: true })),
  ];

  return {
    handlers,
    state,
    catalogue,
    allowedOrigins,
    /** Forgets every nonce and sign-in (a fresh database on the next sign-in request). */
    async resetSignIns() {
      const service = auth;
      auth = undefined;
      (await service)?.close();
    },
    /** Closes the names and sessions store: in memory, the next request starts again from the fixtures; a file keeps them. */
    closeNamesAndSessions() {
      store?.close();
      store = undefined;
    },
  };
}
