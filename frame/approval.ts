import { TEXTS } from './texts';

/** What the user is asked to approve: a title and the facts, each a label and its value. */
export interface ApprovalRequest {
  title: string;
  rows: { label: string; value: string }[];
}

/** Resolves true when the user clicked Approve in the frame, false for Reject. */
export type Approve = (request: ApprovalRequest) => Promise<boolean>;

export interface ApprovalPanel {
  approve: Approve;
  /** Refuses the request shown and those waiting: the app gave up on them. */
  rejectWaiting(): void;
}

/**
 * The approval panel in the frame's page: the request's facts as text (never markup: a message is the requester's
 * words) and two buttons. The user's click here is the only way to approve; requests come one at a time.
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
    for (const { label, value } of [{ label: TEXTS.requestedBy, value: requester() }, ...rows]) {
      facts.append(element('dt', label), element('dd', value));
    }
    const reject = element('button', TEXTS.reject, 'reject');
    const approve = element('button', TEXTS.approve, 'approve');
    reject.type = approve.type = 'button';
    const actions = element('div', undefined, 'actions');
    actions.append(reject, approve);
    panel.append(heading, facts, actions);
    root.replaceChildren(panel);
    heading.focus();
    return new Promise((resolve) => {
      const decide = (approved: boolean) => {
        decideShown = undefined;
        root.replaceChildren();
        resolve(approved);
      };
      decideShown = decide;
      approve.addEventListener('click', () => decide(true), { once: true });
      reject.addEventListener('click', () => decide(false), { once: true });
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
