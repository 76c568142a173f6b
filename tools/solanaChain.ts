// The local Solana chain for the demo and the tests: litesvm behind a loopback JSON-RPC server, as a Solana node
// serves it — HTTP on one port and the WebSocket subscriptions one port up, where `@solana/web3.js` looks for them
// (`new Connection('http://127.0.0.1:8899')` subscribes at ws://127.0.0.1:8900). No validator is available here;
// the chain lives in the process that starts it and stops with it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import bs58 from 'bs58';
import { type WebSocket, WebSocketServer } from 'ws';
import { freePort } from './anvil.ts';
import { createLedger, type LandedTransaction } from './solanaLedger.ts';
import { createRpc, RpcError } from './solanaRpc.ts';

export interface SolanaChain {
  /** The JSON-RPC endpoint; its WebSocket is `wsUrl`, on the next port. */
  url: string;
  wsUrl: string;
  genesisHash: string;
  /** `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
/** Attempts at finding two free ports in a row when the caller lets the OS choose. */
const PORT_ATTEMPTS = 20;
const CLOSE_HANDSHAKE_MS = 1_000;
/**
 * The largest request body, and WebSocket message, the chain reads: a transaction is at most 1232 bytes, and a batch
 * of calls a wallet makes a few kilobytes.
 */
const MAX_REQUEST_BYTES = 1024 * 1024;

type Rpc = ReturnType<typeof createRpc>;
type Payload = Record<string, unknown>;

/** JSON with u64 values (bigints) written as the plain numbers a node sends. */
const { rawJSON } = JSON as JSON & { rawJSON(text: string): unknown };
const toJson = (payload: unknown) =>
  JSON.stringify(payload, (_key, value) => (typeof value === 'bigint' ? rawJSON(value.toString()) : value));

const isObject = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

function errorAnswer(id: unknown, error: unknown): Payload {
  if (!(error instanceof RpcError)) {
    console.error('The local Solana chain failed to answer:', error);
    return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } };
  }
  return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data !== undefined && { data: error.data }) } };
}

/** One JSON-RPC answer, or undefined for a notification (a request without an id). */
function answer(request: unknown, call: (method: string, params: unknown) => unknown): Payload | undefined {
  if (!isObject(request) || typeof request.method !== 'string') {
    return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } };
  }
  const id = request.id ?? null;
  let result: unknown;
  try {
    result = call(request.method, request.params);
  } catch (error) {
    return request.id === undefined ? undefined : errorAnswer(id, error);
  }
  return request.id === undefined ? undefined : { jsonrpc: '2.0', id, result };
}

/** Pages on other origins (the demo) call the chain from the browser. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
};

/** The answer to one HTTP request body: a call, a batch of them, or the error that the body is neither. */
function answerBody(rpc: Rpc, text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };
  }
  if (!Array.isArray(body)) return answer(body, rpc.call);
  if (body.length === 0) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } };
  return body.map((entry) => answer(entry, rpc.call)).filter((entry) => entry !== undefined);
}

function sendJson(response: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
  response
    .writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json', ...headers })
    .end(payload === undefined ? '' : toJson(payload));
}

/**
 * The JSON-RPC endpoint. Every request is answered inside one boundary: a body over `MAX_REQUEST_BYTES` is 413 (and
 * its connection closed rather than read on), a failure of the chain's own a JSON-RPC internal error (500), and an
 * answer that fails once begun cuts its connection; the next request is served as if nothing happened.
 */
function serveHttp(rpc: Rpc) {
  function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...CORS_HEADERS, allow: 'POST' }).end();
      return;
    }
    const tooLarge = () =>
      sendJson(
        response,
        413,
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid request: over ${MAX_REQUEST_BYTES} bytes` } },
        { connection: 'close' },
      );
    if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      tooLarge();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= MAX_REQUEST_BYTES) return;
      request.off('data', onData).off('end', onEnd);
      chunks.length = 0;
      tooLarge();
    };
    const onEnd = () =>
      guarded(response, () => {
        // A notification (a call without an id) is answered with an empty body.
        sendJson(response, 200, answerBody(rpc, Buffer.concat(chunks).toString('utf8')));
      });
    request.on('data', onData).on('end', onEnd);
  }

  return createServer((request, response) => guarded(response, () => handle(request, response)));
}

/** Runs `serve`; a failure answers 500, or cuts the connection once the answer has begun. */
function guarded(response: ServerResponse, serve: () => void) {
  try {
    serve();
  } catch (error) {
    console.error('The local Solana chain failed to answer:', error);
    if (response.headersSent) response.destroy();
    else sendJson(response, 500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal error' } });
  }
}

/** The WebSocket side: `signatureSubscribe`, whose notification `confirmTransaction` waits for. */
function serveSubscriptions(ledger: ReturnType<typeof createLedger>) {
  const httpServer = createServer((_request, response) => response.writeHead(426, { connection: 'Upgrade', upgrade: 'websocket' }).end());
  const server = new WebSocketServer({ server: httpServer, maxPayload: MAX_REQUEST_BYTES });
  // ws repeats its HTTP server's errors; a port taken while listening is `listenOnPair`'s to handle (it tries another).
  server.on('error', () => {});
  const subscriptions = new Map<number, { socket: WebSocket; signature: string }>();
  let nextId = 0;

  const send = (socket: WebSocket, payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(toJson(payload));
  };
  /** Signature subscriptions end with their one notification, as on a node. */
  function notify(id: number, landed: LandedTransaction) {
    const subscription = subscriptions.get(id);
    if (!subscription) return;
    subscriptions.delete(id);
    send(subscription.socket, {
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: landed.slot }, value: { err: landed.err?.json ?? null } }, subscription: id },
    });
  }
  const stopListening = ledger.onLanded((landed) => {
    for (const [id, subscription] of subscriptions) if (subscription.signature === landed.signature) notify(id, landed);
  });

  function call(socket: WebSocket, method: string, params: unknown): unknown {
    const [first] = Array.isArray(params) ? params : [];
    switch (method) {
      case 'signatureSubscribe': {
        if (typeof first !== 'string' || bs58.decodeUnsafe(first)?.length !== 64)
          throw new RpcError(-32602, 'Invalid params: invalid signature');
        const id = nextId++;
        subscriptions.set(id, { socket, signature: first });
        // Already landed: notified once the client knows its subscription id.
        const landed = ledger.landed(first);
        if (landed) setImmediate(() => notify(id, landed));
        return id;
      }
      case 'signatureUnsubscribe':
        if (typeof first !== 'number' || !subscriptions.has(first)) throw new RpcError(-32602, 'Invalid subscription id.');
        subscriptions.delete(first);
        return true;
      default:
        throw new RpcError(-32601, 'Method not found');
    }
  }

  server.on('connection', (socket) => {
    // A frame that breaks the protocol or a message over the limit: ws closes the connection (1002, 1007, 1009) and
    // reports it here; without a listener it would end the process.
    socket.on('error', () => {});
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id);
    });
    socket.on('message', (data) => {
      let request: unknown;
      try {
        request = JSON.parse(data.toString());
      } catch {
        send(socket, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
        return;
      }
      const reply = answer(request, (method, params) => call(socket, method, params));
      if (reply) send(socket, reply);
    });
  });

  return {
    httpServer,
    /**
     * Ends every connection with a normal closure (1000), after which `@solana/web3.js` does not reconnect; one that
     * does not answer the closing handshake in time is cut.
     */
    async close() {
      stopListening();
      const closed = [...server.clients].map((client) => new Promise((resolve) => client.once('close', resolve)));
      for (const client of server.clients) client.close(1000, 'The local Solana chain stopped');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(closed), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_HANDSHAKE_MS)))]);
      clearTimeout(timer);
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}

const listen = (server: Server, host: string, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Listens on `port` and the WebSocket on `port + 1`; with port 0, on two free ports in a row the OS has. */
async function listenOnPair(http: Server, webSocket: Server, host: string, port: number): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const candidate = port || (await freePort());
    try {
      await listen(http, host, candidate);
      await listen(webSocket, host, candidate + 1);
      return candidate;
    } catch (error) {
      await Promise.all([closeServer(http), closeServer(webSocket)]);
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (port) throw new Error(`Port ${port} or ${port + 1} is taken: the local Solana chain needs both`);
      if (attempt === PORT_ATTEMPTS)
        throw new Error(`No two free ports in a row for the local Solana chain after ${PORT_ATTEMPTS} attempts`);
    }
  }
}

/**
 * Starts a fresh chain — the test keypairs funded, DSPL minted to them (tools/solanaLedger.ts) — and serves it on
 * `host`:`port` (0: ports the OS picks). `now` is the clock its slots follow (tests move it to expire blockhashes).
 */
export async function startSolanaChain({
  host = HOST,
  port = 0,
  now,
}: {
  host?: string;
  port?: number;
  now?: () => number;
} = {}): Promise<SolanaChain> {
  const ledger = createLedger({ now });
  const http = serveHttp(createRpc(ledger));
  const subscriptions = serveSubscriptions(ledger);
  const boundPort = await listenOnPair(http, subscriptions.httpServer, host, port);
  return {
    url: `http://${host}:${boundPort}`,
    wsUrl: `ws://${host}:${boundPort + 1}`,
    genesisHash: ledger.genesisHash,
    caipNetworkId: `solana:${ledger.genesisHash.slice(0, 32)}`,
    async close() {
      await subscriptions.close();
      await Promise.all([closeServer(http), closeServer(subscriptions.httpServer)]);
    },
  };
}

// As a program (`node tools/solanaChain.ts [port]`, started by tools/solanaChainProcess.ts, which says why): it
// prints its `SolanaChain` fields as one JSON line once it answers, and stops on SIGTERM or when its parent goes
// (its standard input closes).
if (import.meta.main) {
  const chain = await startSolanaChain({ port: Number(process.argv[2] ?? 0) });
  const { close, ...served } = chain;
  process.stdout.write(`${JSON.stringify(served)}\n`);
  const stop = () => close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.stdin.once('end', stop).resume();
}
