// Requests no well-behaved client would send, written byte for byte on a TCP connection: for the tests that check a
// local server answers them (or closes that connection) and goes on serving.
import { connect } from 'node:net';

/** What came back on one connection. */
export interface RawExchange {
  received: Buffer;
  /** The first line received, an HTTP answer's status line (`HTTP/1.1 400 Bad Request`). */
  statusLine: string;
  /** An HTTP answer's body as text, its chunks joined. */
  body: string;
}

/** Whether `received` holds a whole HTTP answer: its head, then its body (by length, chunked, or none). */
function answerComplete(received: Buffer): boolean {
  const text = received.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return false;
  const head = text.slice(0, headEnd).toLowerCase();
  const body = text.slice(headEnd + 4);
  if (/^http\/1\.1 (1\d\d|204|304) /.test(head)) return true;
  const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (length !== undefined) return Buffer.byteLength(body, 'latin1') >= Number(length);
  if (/\r\ntransfer-encoding: *chunked/.test(head)) return body.endsWith('0\r\n\r\n');
  return false;
}

/** The body of an HTTP answer, its chunks joined. */
function bodyOf(text: string): string {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return '';
  const head = text.slice(0, headEnd).toLowerCase();
  let body = text.slice(headEnd + 4);
  if (!/\r\ntransfer-encoding: *chunked/.test(head)) return body;
  let joined = '';
  for (;;) {
    const sizeEnd = body.indexOf('\r\n');
    const size = Number.parseInt(body.slice(0, sizeEnd), 16);
    if (!(size > 0)) return joined;
    joined += body.slice(sizeEnd + 2, sizeEnd + 2 + size);
    body = body.slice(sizeEnd + 2 + size + 2);
  }
}

/**
 * Writes `bytes` to `url`'s host and port and resolves once the server has answered one whole HTTP answer or closed
 * the connection (then this side closes it too). `until` replaces the HTTP test for other protocols: resolve as soon
 * as it holds for what was received.
 */
export function rawExchange(
  url: string,
  bytes: (string | Buffer)[] | string | Buffer,
  until: (received: Buffer) => boolean = answerComplete,
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const received = Buffer.concat(chunks);
      const text = received.toString('utf8');
      resolve({ received, statusLine: text.split('\r\n')[0] ?? '', body: bodyOf(text) });
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (until(Buffer.concat(chunks))) settle();
    });
    socket.on('end', () => settle());
    socket.on('close', () => settle());
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server may cut a connection still being written to: that is its answer.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') settle();
      else if (!settled) reject(error);
    });
    socket.on('connect', () => {
      for (const part of Array.isArray(bytes) ? bytes : [bytes]) socket.write(part);
    });
  });
}

/** An HTTP/1.1 request upgrading to WebSocket on `path`, as a browser writes one; `headers` are added lines. */
export function webSocketUpgrade(path = '/', headers: string[] = []): string {
  const lines = [
    `GET ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version: 13',
    ...headers,
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A masked client frame (RFC 6455, section 5.2) with `opcode` and `payload`; `fin` false leaves a message unfinished. */
export function clientFrame(opcode: number, payload: Buffer = Buffer.alloc(0), { fin = true } = {}): Buffer {
  const mask = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const masked = Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] as number)));
  const length =
    payload.length < 126
      ? Buffer.from([0x80 | payload.length])
      : payload.length < 65_536
        ? Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | 127]), Buffer.from(new BigUint64Array([BigInt(payload.length)]).buffer).reverse()]);
  return Buffer.concat([Buffer.from([(fin ? 0x80 : 0) | opcode]), length, mask, masked]);
}

/** The close code of a server's close frame (opcode 8) in `received`, after the 101 answer; undefined without one. */
export function closeCodeOf(received: Buffer): number | undefined {
  const headEnd = received.indexOf('\r\n\r\n');
  let frame = headEnd < 0 ? received : received.subarray(headEnd + 4);
  while (frame.length >= 2) {
    const opcode = (frame[0] as number) & 0x0f;
    let length = (frame[1] as number) & 0x7f;
    let offset = 2;
    if (length === 126) {
      length = frame.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      length = Number(frame.readBigUInt64BE(2));
      offset = 10;
    }
    if (opcode === 0x8) return length >= 2 ? frame.readUInt16BE(offset) : 1005;
    frame = frame.subarray(offset + length);
  }
  return undefined;
}
