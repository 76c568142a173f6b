// The approval panel against a page that plays with the frame: a click timed for when the panel appears, a double-click
// onto the request queued behind, the frame hidden, moved out of view or covered.
import { afterEach, beforeEach, describe, it, jest } from '@jest/globals';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { APPROVE_DELAY_MS, createApprovalPanel } from './approval';

const REQUESTER = 'https://app.example';

/** An Intersection Observer whose reports the test writes, as a browser would make them for the frame's panel. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly targets: Element[] = [];
  readonly report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.report = report;
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** Tells the observer what the browser sees of its target. */
  sees(entry: { intersectionRatio: number; isVisible?: boolean }) {
    const target = this.targets[0];
    if (!target) throw new Error('Nothing observed');
    this.report([{ isIntersecting: entry.intersectionRatio > 0, target, ...entry } as unknown as IntersectionObserverEntry], this as never);
  }
}

const observer = () => {
  const made = FakeObserver.made.at(-1);
  if (!made) throw new Error('No observer made');
  return made;
};

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  document.body.replaceChildren();
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'IntersectionObserver');
  Reflect.deleteProperty(document, 'visibilityState');
  FakeObserver.made = [];
});

function setUp() {
  const root = document.createElement('main');
  document.body.append(root);
  const panel = createApprovalPanel(root, () => REQUESTER);
  /** Asks for approval of a request titled `title`; `decision` says how it went so far. */
  const ask = (title: string) => {
    const asked = { decision: undefined as boolean | undefined };
    void panel.approve({ title, rows: [{ label: 'Message', value: title }] }).then((approved) => {
      asked.decision = approved;
    });
    return asked;
  };
  return { panel, ask };
}

/** Lets the panel show what was asked (a request is shown once the one before it is decided). */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await jest.advanceTimersByTimeAsync(0);
};
const approveButton = () => screen.getByRole('button', { name: 'Approve' });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the approval panel', () => {
  it('takes no Approve click until the request has been shown for the delay', async () => {
    const { ask } = setUp();
    const asked = ask('first');
    await settle();
    expect(screen.getByRole('heading', { name: 'first' })).toBeVisible();
    expect(approveButton()).toBeDisabled();
    await user.click(approveButton());
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1);
    await user.click(approveButton());
    expect(approveButton()).toBeDisabled();
    expect(asked.decision).toBeUndefined();

    await jest.advanceTimersByTimeAsync(1);
    expect(approveButton()).toBeEnabled();
    await user.click(approveButton());
    expect(asked.decision).toBe(true);
  });

  it('lets Reject work at once', async () => {
    const { ask } = setUp();
    const asked = ask('first');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(asked.decision).toBe(false);
  });

  it('never lets a double-click approve the request queued behind the one it approved', async () => {
    const { ask } = setUp();
    const first = ask('first');
    const second = ask('second');
    await settle();
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS);
    // A double-click's two halves: the second lands where Approve is, on whatever request the panel shows by then.
    await user.click(approveButton());
    await settle();
    await user.click(approveButton());
    expect(first.decision).toBe(true);
    expect(screen.getByRole('heading', { name: 'second' })).toBeVisible();
    expect(approveButton()).toBeDisabled();
    expect(second.decision).toBeUndefined();

    // The queued request waits its own full delay.
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1);
    expect(approveButton()).toBeDisabled();
    await jest.advanceTimersByTimeAsync(1);
    await user.click(approveButton());
    expect(second.decision).toBe(true);
  });

  it('waits while the page is hidden, and the full delay again once it is shown', async () => {
    const { ask } = setUp();
    const asked = ask('first');
    await settle();
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 100);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS * 10);
    expect(approveButton()).toBeDisabled();

    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1);
    expect(approveButton()).toBeDisabled();
    await jest.advanceTimersByTimeAsync(1);
    await user.click(approveButton());
    expect(asked.decision).toBe(true);
  });

  it('turns Approve off the moment the page is hidden', async () => {
    const { ask } = setUp();
    ask('first');
    await settle();
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS);
    expect(approveButton()).toBeEnabled();
    setVisibility('hidden');
    expect(approveButton()).toBeDisabled();
  });

  it('waits until the browser says the panel is wholly in view, then the full delay', async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { ask } = setUp();
    const asked = ask('first');
    await settle();
    expect(observer().targets).toEqual([screen.getByRole('region', { name: 'first' })]);
    // No report yet: nothing is known to be in view.
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS * 2);
    expect(approveButton()).toBeDisabled();

    // Moved partly out of the top page's viewport (or clipped by a frame made too small).
    observer().sees({ intersectionRatio: 0.6 });
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS * 2);
    expect(approveButton()).toBeDisabled();

    observer().sees({ intersectionRatio: 1 });
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1);
    expect(approveButton()).toBeDisabled();
    await jest.advanceTimersByTimeAsync(1);
    expect(approveButton()).toBeEnabled();

    // Moved away again: off at once, and the full delay once it is back.
    observer().sees({ intersectionRatio: 0.5 });
    expect(approveButton()).toBeDisabled();
    observer().sees({ intersectionRatio: 1 });
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1);
    expect(approveButton()).toBeDisabled();
    await jest.advanceTimersByTimeAsync(1);
    await user.click(approveButton());
    expect(asked.decision).toBe(true);
    expect(observer().targets).toEqual([]);
  });

  it('waits while the browser says the panel is covered, faded or distorted (Intersection Observer v2)', async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const { ask } = setUp();
    ask('first');
    await settle();
    observer().sees({ intersectionRatio: 1, isVisible: false });
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS * 2);
    expect(approveButton()).toBeDisabled();

    observer().sees({ intersectionRatio: 1, isVisible: true });
    await jest.advanceTimersByTimeAsync(APPROVE_DELAY_MS);
    expect(approveButton()).toBeEnabled();
  });

  it('marks a fact the user must check', async () => {
    const root = document.createElement('main');
    document.body.append(root);
    const panel = createApprovalPanel(root, () => REQUESTER);
    void panel.approve({ title: 'Sign', rows: [{ label: 'Careful', value: 'Check this', warning: true }] });
    await settle();
    expect(screen.getByText('Check this')).toHaveClass('warning');
    expect(screen.getByText('Careful')).toHaveClass('warning');
    expect(screen.getByText(REQUESTER)).not.toHaveClass('warning');
  });
});
