/**
 * Two windows on two origins that talk by `postMessage` as a page and its iframe do: a message is delivered only when
 * its target origin is the receiver's origin (or '*', which our code never uses), asynchronously, as a structured
 * clone, with the sender's origin and window as `origin` and `source`. jsdom's iframes all share the test's origin, so
 * the embedded-wallet messenger's origin checks need these.
 */
export class FakeWindow extends EventTarget {
  /** Every message posted to this window, with the target origin the sender gave. */
  readonly posted: { data: unknown; targetOrigin: string }[] = [];
  /** The window that posts to this one (its iframe or its parent). */
  peer: FakeWindow | undefined;

  readonly origin: string;

  constructor(origin: string) {
    super();
    this.origin = origin;
  }

  postMessage(data: unknown, targetOrigin: string) {
    this.posted.push({ data, targetOrigin });
    if (targetOrigin !== '*' && targetOrigin !== this.origin) return;
    const sender = this.peer;
    if (!sender) return;
    const clone = structuredClone(data);
    queueMicrotask(() => this.receive(clone, sender.origin, sender));
  }

  /** Delivers a message as if `source` on `origin` had posted it. */
  receive(data: unknown, origin: string, source: unknown) {
    const event = new MessageEvent('message', { data, origin });
    Object.defineProperty(event, 'source', { value: source });
    this.dispatchEvent(event);
  }
}

/** A page window and its iframe's window, each the other's peer. */
export function fakeWindowPair(pageOrigin: string, frameOrigin: string) {
  const page = new FakeWindow(pageOrigin);
  const frame = new FakeWindow(frameOrigin);
  page.peer = frame;
  frame.peer = page;
  return { page, frame, iframe: { contentWindow: frame } as unknown as HTMLIFrameElement };
}

export const asWindow = (fake: FakeWindow) => fake as unknown as Window;
