// A loopback WalletConnect relay for the demo and the tests (no public relay is reachable here). It speaks
// the relay's WebSocket JSON-RPC as the 2.2x SDK clients use it; it is not a production relay (no auth,
// no persistence, one process).
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
  id: number | string;
  method: string;
  params?: Params;
}

const PING_INTERVAL_MS = 10_000;
const DEFAULT_TTL_SECONDS = 300;
// The tags the SDK gives the relay-level session messages (wc_sessionPropose request, its response, wc_sessionSettle).
const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

export async function startRelay({ host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {}): Promise<Relay> {
  const server = new WebSocketServer({ host, port });
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

  function handle(socket: WebSocket, { method, params = {} }: Request): unknown {
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
          unsubscribe(socket, text((entry as Params).topic));
        return true;
      case 'irn_publish':
        publish(socket, text(params.topic), text(params.message), params.ttl, params.tag);
        return true;
      case 'irn_batchPublish':
        for (const entry of (Array.isArray(params.messages) ? params.messages : []) as Params[]) {
          publish(socket, text(entry.topic), text(entry.message), entry.ttl, entry.tag);
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
        throw new Error(`Unsupported relay method ${method}`);
    }
  }

  server.on('connection', (socket) => {
    const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
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
      let request: Request;
      try {
        request = JSON.parse(data.toString()) as Request;
      } catch {
        return;
      }
      // Responses to our irn_subscription deliveries carry no method: nothing to do.
      if (typeof request.method !== 'string') return;
      try {
        send(socket, { id: request.id, jsonrpc: '2.0', result: handle(socket, request) });
      } catch (error) {
        send(socket, { id: request.id, jsonrpc: '2.0', error: { code: -32601, message: (error as Error).message } });
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
