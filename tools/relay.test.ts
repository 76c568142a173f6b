/** @jest-environment node */
import { SignClient } from '@walletconnect/sign-client';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { WebSocket } from 'ws';
import { createWalletConnectCore } from '../src/adapters/walletConnect/core.ts';
import { walletConnectStorage } from '../src/adapters/walletConnect/storage.ts';
import { closeWalletConnectClientsAfterAll } from '../src/test/walletConnect.ts';
import { memoryStorage } from '../src/utils/storage.ts';
import { clientFrame, closeCodeOf, rawExchange, webSocketUpgrade } from './rawSocket.ts';
import { type Relay, startRelay } from './relay.ts';

const ACCOUNT = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/**
 * One SDK client on the relay; each has its own storage prefix, or the two would share one Core. The Core is the
 * product's for a loopback relay: it asks no outside server to attest the page's origin.
 */
function clientOptions(name: string) {
  const options = {
    projectId: 'local',
    relayUrl: relay.url,
    storage: walletConnectStorage(memoryStorage(), `${name}/`) as never,
    customStoragePrefix: name,
    logger: 'silent' as const,
  };
  return { ...options, core: createWalletConnectCore(options), metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] } };
}

let relay: Relay;
beforeAll(async () => {
  relay = await startRelay();
});
afterAll(() => relay.close());
closeWalletConnectClientsAfterAll();

/** A raw JSON-RPC client on the relay, to check its own rules. */
async function rawClient() {
  const socket = new WebSocket(relay.url);
  await new Promise((resolve) => socket.once('open', resolve));
  const received: { method?: string; params?: { data?: { topic: string; message: string } } }[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  let id = 0;
  const call = (method: string, params: object) =>
    new Promise<unknown>((resolve) => {
      const requestId = ++id;
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { id: number; result?: unknown; error?: unknown };
        if (message.id !== requestId) return;
        socket.off('message', onMessage);
        resolve(message.result ?? message.error);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: requestId, jsonrpc: '2.0', method, params }));
    });
  const deliveries = () => received.filter((message) => message.method === 'irn_subscription').map((message) => message.params?.data);
  return { call, deliveries, close: () => socket.close() };
}

describe('the loopback relay', () => {
  it('keeps a topic’s messages for later subscribers until their ttl runs out', async () => {
    const publisher = await rawClient();
    await publisher.call('irn_publish', { topic: 'mailbox', message: 'kept', ttl: 300, tag: 1 });
    await publisher.call('irn_publish', { topic: 'mailbox', message: 'expired', ttl: 0, tag: 1 });
    await publisher.call('irn_batchPublish', { messages: [{ topic: 'mailbox', message: 'batched', ttl: 300, tag: 1 }] });
    const subscriber = await rawClient();
    expect(typeof (await subscriber.call('irn_subscribe', { topic: 'mailbox' }))).toBe('string');
    await new Promise((resolve) => setImmediate(resolve));
    const fetched = (await subscriber.call('irn_batchFetchMessages', { topics: ['mailbox'] })) as { messages: { message: string }[] };
    expect(fetched.messages.map((entry) => entry.message)).toEqual(['kept', 'batched']);
    await new Promise<void>((resolve) => {
      const poll = () => (subscriber.deliveries().length >= 2 ? resolve() : setTimeout(poll, 5));
      poll();
    });
    expect(subscriber.deliveries().map((data) => data?.message)).toEqual(['kept', 'batched']);
    expect(await subscriber.call('irn_unsubscribe', { topic: 'mailbox', id: 'x' })).toBe(true);
    expect(await subscriber.call('irn_nonsense', {})).toMatchObject({ code: -32601 });
    publisher.close();
    subscriber.close();
  });

  it('carries a real WalletConnect session: pairing, approval, a request and its answer, and a disconnect', async () => {
    const dapp = await UniversalProvider.init(clientOptions('dapp'));
    const wallet = await SignClient.init(clientOptions('wallet'));
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({
        id,
        namespaces: { eip155: { chains: ['eip155:31337'], accounts: [ACCOUNT], methods: ['personal_sign'], events: ['accountsChanged'] } },
      });
    });
    wallet.on('session_request', ({ id, topic, params }) => {
      void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: `signed ${String((params.request.params as string[])[0])}` } });
    });
    dapp.on('display_uri', (uri: string) => void wallet.pair({ uri }));

    const session = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] } },
    });
    expect(session?.namespaces.eip155?.accounts).toEqual([ACCOUNT]);
    expect(await dapp.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT.split(':')[2]] }, 'eip155:31337')).toBe(
      'signed 0x68656c6c6f',
    );

    const ended = new Promise((resolve) => wallet.on('session_delete', resolve));
    await dapp.disconnect();
    await ended;
    expect(wallet.session.getAll()).toEqual([]);
  }, 20_000);
});

describe('the loopback relay, sent what no SDK client sends', () => {
  /** The relay's answer to one text message on a connection of its own. */
  async function answerTo(text: string) {
    const socket = new WebSocket(relay.url);
    await new Promise((resolve) => socket.once('open', resolve));
    const answer = new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
    socket.send(text);
    try {
      return await answer;
    } finally {
      socket.close();
    }
  }

  /** Whether the relay still serves a client: a subscription on a fresh connection. */
  async function stillServes() {
    const client = await rawClient();
    try {
      return typeof (await client.call('irn_subscribe', { topic: 'still-there' })) === 'string';
    } finally {
      client.close();
    }
  }

  it.each([
    ['not JSON', '{"id": 1, "method":', -32700],
    ['null', 'null', -32600],
    ['a number', '5', -32600],
    ['a list', '[]', -32600],
    ['a method that is not a string', '{"id": 1, "jsonrpc": "2.0", "method": 7}', -32600],
    ['params that are not an object', '{"id": 1, "jsonrpc": "2.0", "method": "irn_subscribe", "params": null}', -32602],
  ])('answers %s with a JSON-RPC error, and goes on serving', async (_name, text, code) => {
    expect(await answerTo(text)).toEqual({ id: null, jsonrpc: '2.0', error: { code, message: expect.any(String) } });
    expect(await stillServes()).toBe(true);
  });

  it('reads batch entries that are not objects as empty ones', async () => {
    const text = JSON.stringify({ id: 9, jsonrpc: '2.0', method: 'irn_batchUnsubscribe', params: { subscriptions: [null, 3] } });
    expect(await answerTo(text)).toEqual({ id: 9, jsonrpc: '2.0', result: true });
  });

  it.each([
    ['a reserved opcode', 1002, clientFrame(0x3, Buffer.from('x'))],
    ['an unmasked frame', 1002, Buffer.from([0x81, 0x01, 0x78])],
    ['a fragmented ping', 1002, clientFrame(0x9, Buffer.alloc(0), { fin: false })],
    ['text that is not UTF-8', 1007, clientFrame(0x1, Buffer.from([0xff, 0xfe]))],
    ['a message over 1 MiB', 1009, clientFrame(0x2, Buffer.alloc(1024 * 1024 + 1))],
  ])('closes a connection that sends %s with close code %i, and serves the next', async (_name, code, frame) => {
    const exchange = await rawExchange(
      relay.url,
      [webSocketUpgrade('/?projectId=local'), frame],
      (received) => closeCodeOf(received) !== undefined,
    );
    expect(exchange.statusLine).toBe('HTTP/1.1 101 Switching Protocols');
    expect(closeCodeOf(exchange.received)).toBe(code);
    expect(await stillServes()).toBe(true);
  });

  it.each([
    ['a request target that is no URL', 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 4\d\d /],
    ['an upgrade to a target that is no URL', webSocketUpgrade('http://['), /^HTTP\/1\.1 (101|400) /],
    ['an upgrade without its key', webSocketUpgrade('/').replace(/Sec-WebSocket-Key: .*\r\n/, ''), /^HTTP\/1\.1 400 /],
    ['an upgrade of an unknown version', webSocketUpgrade('/').replace('Version: 13', 'Version: 99'), /^HTTP\/1\.1 400 /],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', /^HTTP\/1\.1 400 /],
  ])('answers %s, and serves the next', async (_name, request, status) => {
    const exchange = await rawExchange(relay.url, request, (received) => received.includes('\r\n\r\n'));
    expect(exchange.statusLine).toMatch(status);
    expect(await stillServes()).toBe(true);
  });
});
