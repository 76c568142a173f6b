import { useEffect, useState } from 'react';

/** One event as the local API recorded it (`POST /e`, docs/behaviour.md#analytics). */
interface RecordedEvent {
  eventId: string;
  timestamp: number;
  props: Record<string, string | number | boolean | null>;
}

const SHOWN_EVENTS = 8;
const REFRESH_MS = 1_000;

/** This page's address with `?analytics=off` set or removed, the rest of its query kept. */
function pageWithAnalytics(on: boolean): string {
  const query = new URLSearchParams(location.search);
  if (on) query.delete('analytics');
  else query.set('analytics', 'off');
  const search = query.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/**
 * The last analytics events the local API received (`GET /__mock/analytics-events`, from any page), newest first,
 * read again every second; and the link that turns the modal's analytics off or on for this page.
 */
export function AnalyticsPanel({ apiUrl, analytics }: { apiUrl: string; analytics: boolean }) {
  const [events, setEvents] = useState<RecordedEvent[]>();
  const [unanswered, setUnanswered] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    async function read() {
      try {
        const response = await fetch(`${apiUrl}/__mock/analytics-events`, { signal: controller.signal });
        const body = (await response.json()) as { events: RecordedEvent[] };
        setEvents(body.events.slice(-SHOWN_EVENTS).reverse());
        setUnanswered(false);
      } catch {
        if (!controller.signal.aborted) setUnanswered(true);
      }
    }
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [apiUrl]);
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" style={{ fontSize: 16 }}>
        Analytics
      </h2>
      <p>
        {analytics ? 'On: the modal sends its events to the local API.' : 'Off on this page: the modal sends no events.'}{' '}
        <a href={pageWithAnalytics(!analytics)}>{analytics ? 'Turn analytics off' : 'Turn analytics on'}</a>
      </p>
      {unanswered && <p>The local API did not answer.</p>}
      {events?.length === 0 && <p>The local API has received no events yet.</p>}
      {events && events.length > 0 && (
        <ol aria-label="Last analytics events, newest first" style={{ paddingInlineStart: 20 }}>
          {events.map(({ eventId, timestamp, props }) => (
            <li key={eventId}>
              <time dateTime={new Date(timestamp).toISOString()}>{new Date(timestamp).toLocaleTimeString()}</time>{' '}
              <code>{String(props.event)}</code>
              {props.wallet !== undefined && ` · ${props.wallet}`}
              {props.outcome !== undefined && ` · ${props.outcome}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
