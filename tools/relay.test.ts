/** @jest-environment node */
import { SignClient } from '@walletconnect/sign-client';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { WebSocket } from 'ws';
import { createWalletConnectCore } from '../src/adapters/walletConnect/core.ts';
import { walletConnectStorage } from '../src/adapters/walletConnect/storage.ts';
import { closeWalletConnectClientsAfterAll } from '../src/test/walletConnect.ts';
import { memoryStorage } from '../src/utils/storage.ts';
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
