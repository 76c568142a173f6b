import { LOCAL_ORIGINS } from '../../mocks/fixtures/origins.ts';
import { type RunningProgram, startProgram } from '../../tools/childProgram.ts';
import type { EmbeddedWalletServerOptions, MailMessage } from '../../tools/embeddedWallet/server.ts';

const PROGRAM = new URL('../../tools/embeddedWallet/server.ts', import.meta.url).pathname;

/**
 * The embedded wallet's origin (tools/embeddedWallet/server.ts: the frame's build if there is one, its config, the auth
 * API and a real SMTP mailbox) for the test file, on a free port with an in-memory database, started before its tests and
 * stopped after. It runs in a child process, so a test file in any environment can use it. Allows the local origins
 * (jsdom's page included) and serves the dev mailbox unless told otherwise. Properties are read inside tests, once it runs.
 */
export function runEmbeddedWalletServer(options: Partial<EmbeddedWalletServerOptions> = {}) {
  let running: RunningProgram<{ url: string }> | undefined;
  beforeAll(async () => {
    const serverOptions: EmbeddedWalletServerOptions = { allowedOrigins: LOCAL_ORIGINS, networks: [], devMailbox: true, ...options };
    running = await startProgram(PROGRAM, [JSON.stringify(serverOptions)], 'The embedded wallet server');
  });
  afterAll(() => running?.stop());

  const url = () => {
    if (!running) throw new Error('The embedded wallet server is not running yet: use it inside a test');
    return running.served.url;
  };
  /** The messages received, newest first. */
  const mailbox = async () => ((await (await fetch(`${url()}/__dev/mailbox`)).json()) as { messages: MailMessage[] }).messages;
  /** The text of the newest mail to `email`. */
  const latestMailText = async (email: string) => {
    const message = (await mailbox()).find((received) => received.to.includes(email));
    if (!message) throw new Error(`No mail was sent to ${email}`);
    return message.text;
  };
  return {
    /** The frame's origin, e.g. `http://127.0.0.1:41234`; its API is under `/api`. */
    get url() {
      return url();
    },
    mailbox,
    /** The six-digit code in the newest mail to `email`. */
    async codeMailedTo(email: string) {
      const code = /\b(\d{6})\b/.exec(await latestMailText(email))?.[1];
      if (!code) throw new Error(`The newest mail to ${email} holds no code`);
      return code;
    },
    /** The device-approval link in the newest mail to `email`. */
    async linkMailedTo(email: string) {
      const link = /http:\/\/\S+\/api\/device\/verify\?token=[\w-]+/.exec(await latestMailText(email))?.[0];
      if (!link) throw new Error(`The newest mail to ${email} holds no device link`);
      return link;
    },
  };
}
