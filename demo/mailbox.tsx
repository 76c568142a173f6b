import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MailMessage } from '../tools/embeddedWallet/server.ts';

// `/mailbox`: what the embedded wallet's backend mailed through its local SMTP server (codes, device links), newest first.
const frameUrl = import.meta.env.VITE_FRAME_URL ?? 'http://127.0.0.1:8789';
const MAILBOX_URL = `${frameUrl}/__dev/mailbox`;
const REFRESH_MS = 2_000;

/** The text with its web addresses as links. */
function TextWithLinks({ text }: { text: string }) {
  return text.split(/(https?:\/\/\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Mailbox() {
  const [messages, setMessages] = useState<MailMessage[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(MAILBOX_URL);
      // The mailbox is served only by a server started for development (`devMailbox`, as `npm start` does).
      if (response.status === 404) throw new Error('it was started without its development mailbox');
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      setMessages(((await response.json()) as { messages: MailMessage[] }).messages);
      setProblem(undefined);
    } catch (error) {
      setProblem(`The embedded wallet's server at ${frameUrl} did not answer (${error instanceof Error ? error.message : error}).`);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const count = messages?.length ?? 0;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 760, margin: '0 auto', padding: 16 }}>
      <h1>Mailbox</h1>
      <p>
        The e-mails the embedded wallet sent (sign-in codes, device approval links), newest first. The page refreshes by itself.{' '}
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </p>
      <p role="status">
        {problem ?? (messages === undefined ? 'Loading…' : count === 0 ? 'No mail yet.' : `${count} message${count === 1 ? '' : 's'}`)}
      </p>
      <ol aria-label="Messages, newest first" style={{ listStyle: 'none', padding: 0 }}>
        {messages?.map((message) => (
          <li key={message.id} style={{ borderTop: '1px solid #ccc', padding: '12px 0' }}>
            <article aria-labelledby={`subject-${message.id}`}>
              <h2 id={`subject-${message.id}`} style={{ fontSize: 18, margin: '0 0 4px' }}>
                {message.subject}
              </h2>
              <p style={{ margin: '0 0 8px', color: '#444' }}>
                To {message.to.join(', ')} · <time dateTime={message.date}>{new Date(message.date).toLocaleString()}</time>
              </p>
              <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                <TextWithLinks text={message.text} />
              </p>
            </article>
          </li>
        ))}
      </ol>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The mailbox page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Mailbox />
  </StrictMode>,
);
