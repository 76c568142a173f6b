// Real e-mail on loopback: a local SMTP server (smtp-server) that keeps what it receives, newest first, and a nodemailer
// transport that sends to it. The mailbox reads the plain-text messages this backend sends (base64 bodies, ASCII or
// RFC 2047 subjects); anything else is kept with its raw body.
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export interface MailMessage {
  id: number;
  from: string;
  to: string[];
  subject: string;
  /** When the SMTP server received it (ISO 8601). */
  date: string;
  text: string;
}

/** Enough messages for a long demo session; the oldest go first. */
const MAILBOX_LIMIT = 500;
const SENDER = 'Embedded Wallet <no-reply@wallet.localhost>';

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Headers (unfolded, lower-case names) and the decoded body of a single-part message. */
function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { headers, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/** The SMTP server and its mailbox, on a free loopback port; `send` mails through it with nodemailer. */
export async function startMail({ host, now }: { host: string; now: () => number }) {
  const messages: MailMessage[] = [];
  let lastId = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1_000_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        lastId += 1;
        messages.unshift({
          id: lastId,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: decodeEncodedWords(headers.get('subject') ?? ''),
          date: new Date(now()).toISOString(),
          text,
        });
        messages.length = Math.min(messages.length, MAILBOX_LIMIT);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, host, resolve);
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const transport = createTransport({ host, port: smtpPort, secure: false, ignoreTLS: true });

  return {
    smtpPort,
    /** Received messages, newest first. */
    messages: (): MailMessage[] => messages.map((message) => ({ ...message, to: [...message.to] })),
    send: async ({ to, subject, text }: { to: string; subject: string; text: string }) => {
      await transport.sendMail({ from: SENDER, to, subject, text, textEncoding: 'base64' });
    },
    close: async () => {
      transport.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
