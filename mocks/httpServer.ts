import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { isOriginListed } from '../src/features/project/originAllowlist.ts';
import { createMockApi, type MockApiOptions } from './handlers.ts';
import { defaultScenario, parseScenario, type Scenario } from './scenario.ts';

export interface ApiServerOptions extends MockApiOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  scenario?: Scenario;
}

export interface ApiServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const CORS_RULES = {
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};
const CORS_HEADERS: Record<string, string> = { 'access-control-allow-origin': '*', ...CORS_RULES };
/** The methods the routes answer; the others (`TRACE`, `CONNECT`, `PUT`, …) are 405. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']);
const BODY_LIMIT_BYTES = 1_000_000;
const SCENARIO_PATH = '/__mock/scenario';
const ANALYTICS_EVENTS_PATH = '/__mock/analytics-events';
/** The sign-in routes, whose session cookie a page sends only with `credentials: 'include'`. */
const SIGN_IN_PATHS = '/auth/';

/** A request refused before any route sees it: the status to answer and what is wrong. */
class RefusedRequest extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * CORS for a request: `*` for the routes a page calls without credentials; for the sign-in routes, credentials allowed
 * for the caller's own origin when it is one of the API's pages (`allowedOrigins`), as a browser requires before it
 * sends or keeps the session cookie across origins. Another page gets no CORS at all: its script can neither read a
 * sign-in answer nor make a credentialed call the browser lets through.
 */
function corsHeaders(request: IncomingMessage, pathname: string, allowedOrigins: readonly string[]): Record<string, string> {
  if (!pathname.startsWith(SIGN_IN_PATHS)) return CORS_HEADERS;
  const { origin } = request.headers;
  if (!origin || !isOriginListed(origin, allowedOrigins)) return { vary: 'Origin' };
  return { ...CORS_RULES, 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}

/** The request's URL, as the page called it (its host kept: icon URLs in the answers point back at it). */
function requestUrl(request: IncomingMessage): URL {
  const target = request.url ?? '/';
  const base = `http://${request.headers.host ?? '127.0.0.1'}`;
  if (!URL.canParse(target, base)) throw new RefusedRequest(400, `The request target ${target.slice(0, 100)} is not a URL`);
  return new URL(target, base);
}

/** The body, up to `BODY_LIMIT_BYTES`; a longer one is refused (413) and its connection closed rather than read on. */
async function readBody(request: IncomingMessage): Promise<Buffer> {
  const tooLarge = () => new RefusedRequest(413, `The request body is over ${BODY_LIMIT_BYTES} bytes`, { connection: 'close' });
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function jsonOf(body: Buffer | undefined): unknown {
  try {
    return JSON.parse(body?.toString() || '{}');
  } catch (error) {
    throw new RefusedRequest(400, `The body is not JSON: ${(error as Error).message}`);
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = CORS_HEADERS) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The one error boundary of every request: a request refused is answered with its status (400, 405, 413), any other
 * failure 500 (and logged); once an answer has begun, its connection is cut instead. Nothing a request sends reaches
 * the process: the next request is served as if it never came.
 */
function answerFailure(response: ServerResponse, error: unknown, cors: Record<string, string>) {
  if (!(error instanceof RefusedRequest)) console.error('The local API failed to answer:', error);
  if (response.headersSent || response.destroyed) {
    response.destroy();
    return;
  }
  try {
    if (error instanceof RefusedRequest) send(response, error.status, { message: error.message }, { ...cors, ...error.headers });
    else send(response, 500, { message: 'Internal error' }, cors);
  } catch {
    response.destroy();
  }
}

/**
 * The provider and wallet-list APIs on a real HTTP port, answered by the same msw handlers the unit tests
 * use; with `localChains`, balances on those chains (and history on the anvil ones) are read from the chains.
 * `/__mock/scenario` reads (GET), sets (POST, JSON) or resets (DELETE) the failure switches;
 * `/__mock/analytics-events` lists (GET) or forgets (DELETE) the analytics events received, oldest first.
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const mockApi = createMockApi(options);
  if (options.scenario) mockApi.state.scenario = options.scenario;

  async function serve(request: IncomingMessage, response: ServerResponse, url: URL, cors: Record<string, string>) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    if (url.pathname === SCENARIO_PATH) {
      if (request.method === 'POST') {
        const scenario = jsonOf(body);
        try {
          mockApi.state.scenario = parseScenario(scenario);
        } catch (error) {
          throw new RefusedRequest(400, (error as Error).message);
        }
      }
      if (request.method === 'DELETE') mockApi.state.scenario = defaultScenario();
      send(response, 200, mockApi.state.scenario);
      return;
    }
    if (url.pathname === ANALYTICS_EVENTS_PATH) {
      if (request.method === 'DELETE') mockApi.state.analyticsEvents.length = 0;
      send(response, 200, { events: mockApi.state.analyticsEvents });
      return;
    }
    const fetchRequest = new Request(url, {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
      body: body?.length ? new Uint8Array(body) : undefined,
    });
    const answer = await getResponse(mockApi.handlers, fetchRequest);
    if (!answer) {
      send(response, 404, { message: `No such path: ${request.method} ${url.pathname}` }, cors);
      return;
    }
    // The whole answer before its head: a body that fails to read is still an answer not yet begun.
    const answerBody = Buffer.from(await answer.arrayBuffer());
    const cookies = answer.headers.getSetCookie();
    response.writeHead(answer.status, {
      ...Object.fromEntries(answer.headers),
      ...(cookies.length > 0 && { 'set-cookie': cookies }),
      ...cors,
    });
    response.end(answerBody);
  }

  const server = createServer((request, response) => {
    let cors = CORS_HEADERS;
    const answered = (async () => {
      const url = requestUrl(request);
      cors = corsHeaders(request, url.pathname, mockApi.allowedOrigins);
      if (!METHODS.has(request.method ?? ''))
        throw new RefusedRequest(405, `${request.method} is not a method of this API`, { allow: [...METHODS].join(', ') });
      await serve(request, response, url, cors);
    })();
    answered.catch((error: unknown) => answerFailure(response, error, cors));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    server,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await mockApi.resetSignIns();
      mockApi.closeNamesAndSessions();
    },
  };
}
