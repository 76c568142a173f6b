import { TEXTS } from './texts';

/** One fact of a request: a label and its value; `warning` marks one the user must check before approving. */
export interface ApprovalRow {
  label: string;
  value: string;
  warning?: boolean;
}

/** What the user is asked to approve: a title and the facts. */
export interface ApprovalRequest {
  title: string;
  rows: ApprovalRow[];
}

/** Resolves true when the user clicked Approve in the frame, false for Reject. */
export type Approve = (request: ApprovalRequest) => Promise<boolean>;

export interface ApprovalPanel {
  approve: Approve;
  /** Refuses the request shown and those waiting: the app gave up on them. */
  rejectWaiting(): void;
}

/**
 * How long a request must have been in full view, on a visible page, before Approve takes a click. The page around
 * the frame chooses where the frame is and when it shows; it can put the panel under a pointer already on its way to
 * click, or count on a double-click whose second half lands on the request queued behind the one just approved. A click
 * sooner than this after the request appeared (or came back into view) is not a reading of it. About what browsers'
 * own permission prompts wait before their buttons work.
 */
export const APPROVE_DELAY_MS = 800;

/**
 * The share of the panel that counts as all of it in view: a zoomed page's rounding leaves an element shown whole a
 * hair under 1.
 */
const WHOLLY_IN_VIEW = 0.99;

/** Intersection Observer v2's visibility tracking, in the browsers that have it (not yet in the DOM's types). */
type TrackingInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };
type TrackedEntry = IntersectionObserverEntry & { isVisible?: boolean };

/**
 * Watches whether `target` can be seen: its page visible and, where the browser says (Intersection Observer), the
 * target wholly inside the top page's viewport and, where it can tell (v2's `isVisible`), not covered, faded or
 * transformed by the page around the frame. A browser without Intersection Observer is taken at the page's visibility
 * alone. Calls `changed` on every change; returns the way to stop.
 */
function watchSeen(target: Element, changed: (seen: boolean) => void): () => void {
  const document = target.ownerDocument;
  const Observer = document.defaultView?.IntersectionObserver;
  let inView = Observer === undefined;
  let seen = false;
  const update = () => {
    const now = inView && document.visibilityState !== 'hidden';
    if (now !== seen) {
      seen = now;
      changed(seen);
    }
  };
  document.addEventListener('visibilitychange', update);
  // v2 wants a `delay` of at least 100 ms between its reports.
  const tracking: TrackingInit = { threshold: [WHOLLY_IN_VIEW], trackVisibility: true, delay: 100 };
  const observer =
    Observer &&
    new Observer((entries) => {
      const entry = entries.at(-1) as TrackedEntry | undefined;
      if (!entry) return;
      inView = entry.isIntersecting && entry.intersectionRatio >= WHOLLY_IN_VIEW && entry.isVisible !== false;
      update();
    }, tracking);
  observer?.observe(target);
  update();
  return () => {
    document.removeEventListener('visibilitychange', update);
    observer?.disconnect();
  };
}

/**
 * The approval panel in the frame's page: the request's facts as text (never markup: a message is the requester's
 * words) and two buttons. The user's click here is the only way to approve; requests come one at a time. Approve takes
 * a click only once the request has been seen for `APPROVE_DELAY_MS` (docs/behaviour.md#embedded-wallet):
 * the wait starts again for each request and whenever the panel goes out of view.
 */
export function createApprovalPanel(root: HTMLElement, requester: () => string): ApprovalPanel {
  let queue: Promise<unknown> = Promise.resolve();
  /** Counts the app's give-ups: a request queued before the latest one is refused without being shown. */
  let generation = 0;
  let decideShown: ((approved: boolean) => void) | undefined;

  function show({ title, rows }: ApprovalRequest): Promise<boolean> {
    const document = root.ownerDocument;
    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
      const made = document.createElement(tag);
      if (text !== undefined) made.textContent = text;
      if (className) made.className = className;
      return made;
    };
    const panel = element('section', undefined, 'approval');
    const heading = element('h1', title);
    heading.id = 'approval-title';
    heading.tabIndex = -1;
    panel.setAttribute('aria-labelledby', heading.id);
    const facts = element('dl');
    for (const { label, value, warning } of [{ label: TEXTS.requestedBy, value: requester() }, ...rows]) {
      const className = warning ? 'warning' : undefined;
      facts.append(element('dt', label, className), element('dd', value, className));
    }
    const reject = element('button', TEXTS.reject, 'reject');
    const approve = element('button', TEXTS.approve, 'approve');
    reject.type = approve.type = 'button';
    approve.disabled = true;
    const actions = element('div', undefined, 'actions');
    actions.append(reject, approve);
    panel.append(heading, facts, actions);
    root.replaceChildren(panel);
    heading.focus();

    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = watchSeen(panel, (seen) => {
      clearTimeout(timer);
      approve.disabled = true;
      if (seen) timer = setTimeout(() => (approve.disabled = false), APPROVE_DELAY_MS);
    });
    return new Promise((resolve) => {
      let decided = false;
      const decide = (approved: boolean) => {
        // Once only: a click left on this request's buttons must not clear the request shown after it.
        if (decided) return;
        decided = true;
        decideShown = undefined;
        clearTimeout(timer);
        stopWatching();
        root.replaceChildren();
        resolve(approved);
      };
      decideShown = decide;
      approve.addEventListener('click', () => {
        if (!approve.disabled) decide(true);
      });
      reject.addEventListener('click', () => decide(false));
    });
  }

  return {
    approve(request) {
      const asked = generation;
      const decision = queue.then(() => (asked === generation ? show(request) : false));
      queue = decision;
      return decision;
    },
    rejectWaiting() {
      generation += 1;
      decideShown?.(false);
    },
  };
}
