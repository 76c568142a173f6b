/** @jest-environment node */
// The local Solana chain's servers sent what no client of a node sends: each request is answered (or its connection
// closed) and the next one served. The chain runs in its own process (tools/solanaChainProcess.ts): a request that
// ended it would leave the next one unanswered.
import { WebSocket } from 'ws';
import { SOLANA_LOCAL_GENESIS_HASH } from '../mocks/fixtures/localChains.ts';
import { runSolanaChain } from '../src/test/solanaChain.ts';
import { clientFrame, closeCodeOf, rawExchange, webSocketUpgrade } from './rawSocket.ts';

const chain = runSolanaChain();
const MIB = 1024 * 1024;

/** Whether the chain still answers a call over HTTP. */
async function stillServes() {
  const response = await fetch(chain.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
  });
  return ((await response.json()) as { result?: string }).result === SOLANA_LOCAL_GENESIS_HASH;
}

/** Whether the chain's WebSocket still answers a call on a fresh connection. */
async function subscriptionsStillServe() {
  const socket = new WebSocket(chain.wsUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  const answer = new Promise<{ error?: { code: number } }>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
  );
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureUnsubscribe', params: [12345] }));
  try {
    return (await answer).error?.code === -32602;
  } finally {
    socket.close();
  }
}

const post = (body: string, headers: string[] = []) =>
  [`POST / HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, ...headers]
    .join('\r\n')
    .concat(`\r\n\r\n${body}`);

describe('the local Solana chain over HTTP, sent what no client sends', () => {
  it.each([
    ['a request target that is no URL', 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 405 /],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', /^HTTP\/1\.1 400 /],
    ['calls that are not objects', post('[null, 5, "x"]'), /^HTTP\/1\.1 200 /],
    ['a body declared over 1 MiB', `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${2 * MIB}\r\n\r\n`, /^HTTP\/1\.1 413 /],
  ])('answers %s, and serves the next', async (_name, request, status) => {
    const exchange = await rawExchange(chain.url, request);
    expect(exchange.statusLine).toMatch(status);
    expect(await stillServes()).toBe(true);
  });

  it('answers each call of a batch that is not one with an invalid-request error', async () => {
    const exchange = await rawExchange(chain.url, post('[null, 5]'));
    expect(JSON.parse(exchange.body)).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
    ]);
  });

  it('refuses a body that grows over 1 MiB as it comes (chunked), closing its connection', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const head = 'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunks = Array.from({ length: 5 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    const exchange = await rawExchange(chain.url, [head, ...chunks]);
    expect(exchange.statusLine).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(exchange.body)).toMatchObject({ error: { code: -32600 } });
    expect(exchange.received.toString()).toMatch(/\r\nConnection: close\r\n/i);
    expect(await stillServes()).toBe(true);
  });
});

describe('the local Solana chain’s WebSocket, sent what no client sends', () => {
  it.each([
    ['a reserved opcode', 1002, clientFrame(0x3, Buffer.from('x'))],
    ['an unmasked frame', 1002, Buffer.from([0x81, 0x01, 0x78])],
    ['text that is not UTF-8', 1007, clientFrame(0x1, Buffer.from([0xff, 0xfe]))],
    ['a message over 1 MiB', 1009, clientFrame(0x2, Buffer.alloc(MIB + 1))],
  ])('closes a connection that sends %s with close code %i, and serves the next', async (_name, code, frame) => {
    const exchange = await rawExchange(chain.wsUrl, [webSocketUpgrade('/'), frame], (received) => closeCodeOf(received) !== undefined);
    expect(exchange.statusLine).toBe('HTTP/1.1 101 Switching Protocols');
    expect(closeCodeOf(exchange.received)).toBe(code);
    expect(await subscriptionsStillServe()).toBe(true);
  });

  it.each([
    ['an upgrade without its key', webSocketUpgrade('/').replace(/Sec-WebSocket-Key: .*\r\n/, ''), /^HTTP\/1\.1 400 /],
    ['a request that is no upgrade', 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 426 /],
  ])('answers %s, and serves the next', async (_name, request, status) => {
    const exchange = await rawExchange(chain.wsUrl, request);
    expect(exchange.statusLine).toMatch(status);
    expect(await subscriptionsStillServe()).toBe(true);
  });
});
