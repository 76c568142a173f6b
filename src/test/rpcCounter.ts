import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedCall {
  method: string;
  /** The call's target for `eth_call`. */
  to?: string;
  /** The first 4 bytes of an `eth_call`'s data: the function called. */
  selector?: string;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function record(message: unknown): RecordedCall {
  const { method, params } = message as { method: string; params?: unknown[] };
  if (method !== 'eth_call') return { method };
  const call = params?.[0] as { to?: string; data?: string; input?: string } | undefined;
  return { method, to: call?.to?.toLowerCase(), selector: (call?.data ?? call?.input)?.slice(0, 10) };
}

/**
 * A JSON-RPC proxy in front of the chain at `target` that records every call it forwards, those inside batches too:
 * what the chain was asked, as a node operator would count it. Started before the file's tests, stopped after.
 */
export function countRpcCalls(target: () => string) {
  const calls: RecordedCall[] = [];
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const parsed = JSON.parse(body) as unknown;
    calls.push(...(Array.isArray(parsed) ? parsed : [parsed]).map(record));
    const answer = await fetch(target(), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(await answer.text());
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    /** The proxy's URL, to configure as the network's RPC. */
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** Every call the chain was asked since the last `reset`, in order. */
    calls: (method?: string) => calls.filter((call) => method === undefined || call.method === method),
    reset() {
      calls.length = 0;
    },
  };
}
