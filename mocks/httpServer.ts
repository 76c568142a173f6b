import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
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
const BODY_LIMIT_BYTES = 1_000_000;
const SCENARIO_PATH = '/__mock/scenario';
const ANALYTICS_EVENTS_PATH = '/__mock/analytics-events';
/** The sign-in routes, whose session cookie a page sends only with `credentials: 'include'`. */
const SIGN_IN_PATHS = '/auth/';

/**
 * CORS for a request: `*` for the routes a page calls without credentials; for the sign-in routes the caller's own
 * origin and credentials allowed, as a browser requires before it sends or stores the session cookie across origins.
 */
function corsHeaders(request: IncomingMessage, pathname: string): Record<string, string> {
  if (!pathname.startsWith(SIGN_IN_PATHS)) return CORS_HEADERS;
  const { origin } = request.headers;
  return {
    ...CORS_RULES,
    ...(origin && { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }),
    vary: 'Origin',
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: unknown, cors: Record<string, string> = CORS_HEADERS) {
  response.writeHead(status, { ...cors, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
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

  const server = createServer(async (request, response) => {
    let cors = CORS_HEADERS;
    try {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
      cors = corsHeaders(request, url.pathname);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
      if (url.pathname === SCENARIO_PATH) {
        if (request.method === 'POST') mockApi.state.scenario = parseScenario(JSON.parse(body?.toString() || '{}'));
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
      const cookies = answer.headers.getSetCookie();
      response.writeHead(answer.status, {
        ...Object.fromEntries(answer.headers),
        ...(cookies.length > 0 && { 'set-cookie': cookies }),
        ...cors,
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      send(response, 400, { message: error instanceof Error ? error.message : 'Bad request' }, cors);
    }
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
