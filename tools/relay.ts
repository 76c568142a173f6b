// A loopback WalletConnect relay for the demo and the tests (no public relay is reachable here). It speaks
// the relay's WebSocket JSON-RPC as the 2.2x SDK clients use it; it is not a production relay (no auth,
// no persistence, one process). Whatever a connection sends — a frame that breaks the protocol, a message over the
// size limit, text that is not JSON-RPC — ends at most that connection, with a JSON-RPC error or a close code.
import { type WebSocket, WebSocketServer } from 'ws';

export interface Relay {
  url: string;
  close(): Promise<void>;
}

interface StoredMessage {
  message: string;
  publishedAt: number;
  /** Epoch ms after which the message is no longer delivered. */
  expiresAt: number;
  tag: number | undefined;
  from: WebSocket;
}

interface Subscription {
  id: string;
  socket: WebSocket;
}

type Params = Record<string, unknown>;
interface Request {
  id: number | string | null;
  method: string;
  params: Params;
}

/** A request the relay cannot act on: its JSON-RPC error code and message. */
class RelayError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const isObject = (value: unknown): value is Params => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A field of an entry in a batch, or nothing when the entry is not an object. */
const fieldOf = (entry: unknown, name: string): unknown => (isObject(entry) ? entry[name] : undefined);

/** One message from a client as a request, or the error to answer it with; undefined for a response (no method). */
function readRequest(data: string): Request | RelayError | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return new RelayError(-32700, 'Parse error');
  }
  if (!isObject(parsed)) return new RelayError(-32600, 'Invalid request: not a JSON-RPC object');
  // Responses to our irn_subscription deliveries carry no method: nothing to do.
  if (parsed.method === undefined) return undefined;
  const id = typeof parsed.id === 'number' || typeof parsed.id === 'string' ? parsed.id : null;
  if (typeof parsed.method !== 'string') return new RelayError(-32600, 'Invalid request: method is not a string');
  if (parsed.params !== undefined && !isObject(parsed.params)) return new RelayError(-32602, 'Invalid params: not an object');
  return { id, method: parsed.method, params: parsed.params ?? {} };
}

const PING_INTERVAL_MS = 10_000;
/** The largest message a client may send; the SDK's, envelopes of encrypted JSON-RPC, are a few kilobytes. */
const MAX_MESSAGE_BYTES = 1024 * 1024;
const DEFAULT_TTL_SECONDS = 300;
// The tags the SDK gives the relay-level session messages (wc_sessionPropose request, its response, wc_sessionSettle).
const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

export async function startRelay({ host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {}): Promise<Relay> {
  const server = new WebSocketServer({ host, port, maxPayload: MAX_MESSAGE_BYTES });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const mailboxes = new Map<string, StoredMessage[]>();
  const subscribers = new Map<string, Subscription[]>();
  let nextId = 1;

  const send = (socket: WebSocket, payload: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  };

  function deliver(topic: string, stored: StoredMessage, to: Subscription) {
    send(to.socket, {
      id: Date.now() * 1000 + (nextId++ % 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: to.id, data: { topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag } },
    });
  }

  function liveMessages(topic: string): StoredMessage[] {
    const now = Date.now();
    const live = (mailboxes.get(topic) ?? []).filter((stored) => stored.expiresAt > now);
    mailboxes.set(topic, live);
    return live;
  }

  function publish(from: WebSocket, topic: string, message: string, ttl: unknown, tag: unknown) {
    const ttlSeconds = typeof ttl === 'number' && ttl >= 0 ? ttl : DEFAULT_TTL_SECONDS;
    const stored: StoredMessage = {
      message,
      publishedAt: Date.now(),
      expiresAt: Date.now() + ttlSeconds * 1000,
      tag: typeof tag === 'number' ? tag : undefined,
      from,
    };
    mailboxes.set(topic, [...liveMessages(topic), stored]);
    for (const subscription of subscribers.get(topic) ?? []) if (subscription.socket !== from) deliver(topic, stored, subscription);
  }

  /** Subscribes `socket` to `topic` and replays what the topic's mailbox holds for it. */
  function subscribe(socket: WebSocket, topic: string): string {
    const existing = subscribers.get(topic)?.find((subscription) => subscription.socket === socket);
    const subscription = existing ?? { id: `${topic.slice(0, 16)}${(nextId++).toString(16).padStart(16, '0')}`, socket };
    if (!existing) subscribers.set(topic, [...(subscribers.get(topic) ?? []), subscription]);
    // After the answer to the subscribe: the client only knows the topic once it has its subscription id.
    const waiting = liveMessages(topic).filter((stored) => stored.from !== socket);
    setImmediate(() => {
      for (const stored of waiting) deliver(topic, stored, subscription);
    });
    return subscription.id;
  }

  function unsubscribe(socket: WebSocket, topic: string) {
    subscribers.set(
      topic,
      (subscribers.get(topic) ?? []).filter((subscription) => subscription.socket !== socket),
    );
  }

  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  function handle(socket: WebSocket, { method, params }: Request): unknown {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(socket, text(params.topic));
      case 'irn_batchSubscribe':
        return (Array.isArray(params.topics) ? params.topics : []).map((topic) => subscribe(socket, text(topic)));
      case 'irn_unsubscribe':
        unsubscribe(socket, text(params.topic));
        return true;
      case 'irn_batchUnsubscribe':
        for (const entry of Array.isArray(params.subscriptions) ? params.subscriptions : [])
          unsubscribe(socket, text(fieldOf(entry, 'topic')));
        return true;
      case 'irn_publish':
        publish(socket, text(params.topic), text(params.message), params.ttl, params.tag);
        return true;
      case 'irn_batchPublish':
        for (const entry of Array.isArray(params.messages) ? params.messages : []) {
          publish(socket, text(fieldOf(entry, 'topic')), text(fieldOf(entry, 'message')), fieldOf(entry, 'ttl'), fieldOf(entry, 'tag'));
        }
        return true;
      case 'irn_batchFetchMessages':
        return {
          messages: (Array.isArray(params.topics) ? params.topics : []).flatMap((topic) =>
            liveMessages(text(topic))
              .filter((stored) => stored.from !== socket)
              .map((stored) => ({ topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag })),
          ),
          hasMore: false,
        };
      case 'wc_proposeSession': {
        // The dapp's proposal goes to the pairing topic; the dapp hears the wallet's answer there.
        const pairingTopic = text(params.pairingTopic);
        subscribe(socket, pairingTopic);
        publish(socket, pairingTopic, text(params.sessionProposal), params.ttl, TAGS.sessionPropose);
        return true;
      }
      case 'wc_approveSession': {
        // The wallet's answer goes to the pairing topic, the settlement to the new session topic.
        const sessionTopic = text(params.sessionTopic);
        subscribe(socket, sessionTopic);
        publish(socket, text(params.pairingTopic), text(params.sessionProposalResponse), params.ttl, TAGS.sessionProposeResponse);
        publish(socket, sessionTopic, text(params.sessionSettlementRequest), params.ttl, TAGS.sessionSettle);
        return true;
      }
      default:
        throw new RelayError(-32601, `Unsupported relay method ${method}`);
    }
  }

  // After listening, an error of the server itself (not of one connection) is logged; the relay goes on.
  server.on('error', (error) => console.error('The loopback relay:', error));

  server.on('connection', (socket) => {
    const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
    // A frame that breaks the protocol or a message over the limit: ws closes the connection (1002, 1007, 1009) and
    // reports it here; without a listener it would end the process.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(ping);
      for (const [topic, list] of subscribers) {
        subscribers.set(
          topic,
          list.filter((subscription) => subscription.socket !== socket),
        );
      }
    });
    socket.on('message', (data) => {
      const request = readRequest(data.toString());
      if (request === undefined) return;
      if (request instanceof RelayError) {
        send(socket, { id: null, jsonrpc: '2.0', error: { code: request.code, message: request.message } });
        return;
      }
      try {
        send(socket, { id: request.id, jsonrpc: '2.0', result: handle(socket, request) });
      } catch (error) {
        const { code, message } = error instanceof RelayError ? error : new RelayError(-32603, 'Internal error');
        if (!(error instanceof RelayError)) console.error('The loopback relay failed to answer:', error);
        send(socket, { id: request.id, jsonrpc: '2.0', error: { code, message } });
      }
    });
  });

  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `ws://${host}:${boundPort}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
