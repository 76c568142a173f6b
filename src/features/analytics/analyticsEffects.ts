// Making and sending analytics events (docs/behaviour.md#analytics), loaded with the first event; analyticsListeners.ts
// registers them.

import { Alerts } from '../../errors';
import type { WalletModalServices } from '../../store/services';
import { alertRaised } from '../../store/slices/alertsSlice';
import type { ListenerApi } from '../../store/types';
import { ANALYTICS_BATCH_MS } from './analyticsBatch';
import { type AnalyticsEvent, analyticsConfigApi, analyticsEventsApi } from './analyticsEndpoints';
import { analyticsProps, type Occurrence } from './analyticsProps';

/** A modal's events waiting to go, and whether its analytics stopped for the page (switched off, or the origin refused). */
interface Outbox {
  events: AnalyticsEvent[];
  stopped: boolean;
}

// One a modal: its services are its own.
const outboxes = new WeakMap<WalletModalServices, Outbox>();

function outboxOf(services: WalletModalServices): Outbox {
  let outbox = outboxes.get(services);
  if (!outbox) {
    outbox = { events: [], stopped: false };
    outboxes.set(services, outbox);
  }
  return outbox;
}

/** The event an outcome makes. The page's address goes without its query and fragment, which may hold personal data. */
function eventOf(occurrence: Occurrence, page: Location): AnalyticsEvent {
  return {
    eventId: crypto.randomUUID(),
    url: `${page.origin}${page.pathname}`,
    domain: page.hostname,
    timestamp: occurrence.at,
    props: analyticsProps(occurrence),
  };
}

/** Waits for the rest of a batch; a page being hidden (a tab closed or left) ends the wait, while it can still send. */
async function batchDue(api: ListenerApi) {
  const document = globalThis.document;
  let onVisibilityChange = () => {};
  const hidden = new Promise<void>((resolve) => {
    onVisibilityChange = () => document.visibilityState === 'hidden' && resolve();
  });
  document?.addEventListener('visibilitychange', onVisibilityChange);
  try {
    await api.pause(Promise.race([api.delay(ANALYTICS_BATCH_MS), hidden]));
  } finally {
    document?.removeEventListener('visibilitychange', onVisibilityChange);
  }
}

/**
 * Queues the event of `occurrence`. The first event of a batch asks whether the project wants analytics (once a page
 * load), waits for the events that follow it, and sends them in one request; the others only join it.
 */
export async function track(api: ListenerApi, occurrence: Occurrence) {
  const page = globalThis.location;
  const outbox = outboxOf(api.extra);
  if (!page || outbox.stopped) return;
  outbox.events.push(eventOf(occurrence, page));
  if (outbox.events.length > 1) return;
  const config = api.dispatch(analyticsConfigApi.endpoints.getAnalyticsConfig.initiate(undefined, { subscribe: false }));
  if (!(await api.pause(config)).data) {
    stop(outbox);
    return;
  }
  await batchDue(api);
  const events = outbox.events.splice(0);
  const sent = await api.dispatch(analyticsEventsApi.endpoints.sendAnalyticsEvents.initiate(events, { track: false }));
  if (!sent.error) return;
  // A refused origin will be refused again: the developer is told once, and the page sends no more.
  if ('status' in sent.error && sent.error.status === 403) {
    stop(outbox);
    api.dispatch(alertRaised({ id: Alerts.invalidAppConfiguration.id, once: true }));
  }
  api.extra.logger.info(`Could not send ${events.length} analytics events`, sent.error);
}

function stop(outbox: Outbox) {
  outbox.stopped = true;
  outbox.events = [];
}
