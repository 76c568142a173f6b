/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rpcFetch } from './rpcFetch';

const servers: Server[] = [];

/** A node on 127.0.0.1 that answers `answer` (or never, without one), counting the requests it got. */
async function node(answer?: { status: number; body: string }) {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    request.resume();
    if (answer) response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests: () => requests };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

const RESULT = '{"jsonrpc":"2.0","id":1,"result":42}';
const post = (fetchOn: typeof fetch, signal?: AbortSignal) =>
  fetchOn('ignored', { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}', signal });

describe('a Solana network’s RPC URLs, in turn', () => {
  it('answers from the first URL that works, asking it once', async () => {
    const first = await node({ status: 200, body: RESULT });
    const second = await node({ status: 200, body: RESULT });
    const response = await post(rpcFetch([first.url, second.url]));
    expect(await response.text()).toBe(RESULT);
    expect([first.requests(), second.requests()]).toEqual([1, 0]);
  });

  it('goes on to the next URL after a server error, "too many requests", an unreachable node or no answer in time', async () => {
    const failing = await node({ status: 503, body: 'down' });
    const busy = await node({ status: 429, body: 'slow down' });
    const silent = await node();
    const working = await node({ status: 200, body: RESULT });
    const unreachable = 'http://127.0.0.1:9/';
    const response = await post(rpcFetch([failing.url, busy.url, unreachable, silent.url, working.url], 300));
    expect(await response.text()).toBe(RESULT);
    expect([failing.requests(), busy.requests(), silent.requests(), working.requests()]).toEqual([1, 1, 1, 1]);
  });

  it('gives the node’s own refusal of the request as it is, without trying another', async () => {
    const refusing = await node({ status: 400, body: '{"error":"bad request"}' });
    const working = await node({ status: 200, body: RESULT });
    const response = await post(rpcFetch([refusing.url, working.url]));
    expect([response.status, await response.text(), working.requests()]).toEqual([400, '{"error":"bad request"}', 0]);
  });

  it('fails with the last URL’s failure when none works', async () => {
    const failing = await node({ status: 502, body: 'bad gateway' });
    const silent = await node();
    await expect(post(rpcFetch([failing.url, silent.url], 300))).rejects.toThrow(`${silent.url} did not answer within 0.3 s`);
  });

  it('ends at once when the caller aborts, trying no other URL', async () => {
    const silent = await node();
    const working = await node({ status: 200, body: RESULT });
    const caller = new AbortController();
    const request = post(rpcFetch([silent.url, working.url]), caller.signal);
    caller.abort(new Error('stopped'));
    await expect(request).rejects.toThrow('stopped');
    expect(working.requests()).toBe(0);
  });
});
