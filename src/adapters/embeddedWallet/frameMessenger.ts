/**
 * The two ends of the conversation between the modal and the embedded-wallet frame (docs/behaviour.md#embedded-wallet).
 * Every message goes to the exact origin of the other end, never '*', and only messages from that origin and that
 * window, valid under the protocol, are read.
 */

import { ErrorText } from '../../errors';
import type { Logger } from '../../utils/logger';
import { EMBEDDED_WALLET_FRAME } from './frameTimings';
import {
  EVENTS,
  errorType,
  FRAME_READY,
  type FrameEvent,
  type FrameRequest,
  type FrameRequestInput,
  type FrameResult,
  parseAppRequest,
  parseFrameMessage,
  requestType,
  successType,
  TIMED_EVENTS,
  UNTIMED_EVENTS,
} from './protocol';

/** @public Why everything pending was aborted: the frame never became ready, or a login step went unanswered. */
export type FrameAbortReason = typeof ErrorText.frameLoadFailed | typeof ErrorText.frameRequestTimeout;

export interface FrameParent {
  /** The frame's iframe; requests made before wait for it (their load timeout counts from their call). */
  attach(iframe: HTMLIFrameElement): void;
  /**
   * Sends an event and settles with its validated success payload, or rejects with the frame's error message (and its
   * EIP-1193 `code` on the error, when the frame gave one).
   */
  request<E extends FrameEvent>(event: E, payload: FrameRequestInput<E>): Promise<FrameResult<E>>;
  /**
   * Resolves once the frame said it is ready and the short delay after that passed: requests go out from then on. A
   * RELOAD's success starts the wait again.
   */
  readonly ready: Promise<void>;
  /** Calls `listener` each time pending requests are aborted; returns the unsubscribe. */
  onAbort(listener: (reason: FrameAbortReason) => void): () => void;
  /** Stops listening and timing; what is pending rejects. */
  dispose(): void;
}

interface Pending {
  event: FrameEvent;
  resolve(payload: unknown): void;
  reject(error: Error): void;
  /** Clears the request's own timers. */
  settle(): void;
}

type DebugLogger = Pick<Logger, 'debug'>;

/** An error with the EIP-1193 `code` the frame gave, if any, where providers look for it. */
const frameError = (message: string, code: number | undefined) => Object.assign(new Error(message), code === undefined ? {} : { code });

/** The EIP-1193 code a handler's error carries, if any. */
function codeOf(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return Number.isInteger(code) ? (code as number) : undefined;
}

function newReadiness() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve, announced: false };
}

/** The app's end: loads nothing itself, talks to the frame in the iframe it is given. */
export function createFrameParent({
  frameUrl,
  hostWindow = window,
  logger,
}: {
  frameUrl: string;
  hostWindow?: Window;
  logger?: DebugLogger;
}): FrameParent {
  const frameOrigin = new URL(frameUrl).origin;
  let iframe: HTMLIFrameElement | undefined;
  // Made again when the frame reloads itself: until it says it is ready again, requests wait.
  let readiness = newReadiness();
  const pending = new Map<string, Pending>();
  const abortListeners = new Set<(reason: FrameAbortReason) => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function startTimer(ms: number, then: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, ms);
    timers.add(timer);
    return () => {
      clearTimeout(timer);
      timers.delete(timer);
    };
  }

  function rejectAll() {
    const requests = [...pending.values()];
    pending.clear();
    for (const request of requests) {
      request.settle();
      request.reject(new Error(request.event === 'RPC_REQUEST' ? ErrorText.requestAborted : ErrorText.somethingWentWrong));
    }
  }

  function abortAll(reason: FrameAbortReason) {
    logger?.debug(`Embedded wallet: aborting ${pending.size} pending request(s): ${reason}`);
    rejectAll();
    for (const listener of abortListeners) listener(reason);
  }

  function onMessage(event: MessageEvent) {
    const frameWindow = iframe?.contentWindow;
    if (event.origin !== frameOrigin || !frameWindow || event.source !== frameWindow) return;
    const message = parseFrameMessage(event.data);
    if (!message) {
      logger?.debug('Embedded wallet: ignored a malformed message from the frame');
      return;
    }
    if (message.kind === 'ready') {
      if (!readiness.announced) startTimer(EMBEDDED_WALLET_FRAME.readyDelayMs, readiness.resolve);
      readiness.announced = true;
      return;
    }
    const request = pending.get(message.id);
    if (!request || request.event !== message.event) {
      logger?.debug(`Embedded wallet: ignored a reply to no pending request (${message.event})`);
      return;
    }
    pending.delete(message.id);
    request.settle();
    if (message.kind === 'success') {
      if (message.event === 'RELOAD') readiness = newReadiness();
      request.resolve(message.payload);
    } else request.reject(frameError(message.message || ErrorText.frameDefault, message.code));
  }
  hostWindow.addEventListener('message', onMessage);

  function post(event: FrameEvent, id: string, payload: unknown) {
    const target = iframe?.contentWindow;
    if (!target) throw new Error(ErrorText.frameNotSet);
    target.postMessage({ type: requestType(event), id, payload }, frameOrigin);
  }

  return {
    attach(element) {
      iframe = element;
    },
    get ready() {
      return readiness.promise;
    },
    request<E extends FrameEvent>(event: E, input: FrameRequestInput<E>): Promise<FrameResult<E>> {
      const parsed = EVENTS[event].request.safeParse(input);
      if (!parsed.success) return Promise.reject(new Error(parsed.error.issues[0]?.message ?? ErrorText.frameDefault));
      const id = crypto.randomUUID();
      return new Promise<FrameResult<E>>((resolve, reject) => {
        const clearTimers: (() => void)[] = [];
        pending.set(id, {
          event,
          resolve: resolve as (payload: unknown) => void,
          reject,
          settle: () => {
            for (const clear of clearTimers) clear();
          },
        });
        const { announced, promise: ready } = readiness;
        if (!announced && !UNTIMED_EVENTS.includes(event)) {
          clearTimers.push(startTimer(EMBEDDED_WALLET_FRAME.loadTimeoutMs, () => abortAll(ErrorText.frameLoadFailed)));
        }
        ready.then(() => {
          if (!pending.has(id)) return;
          clearTimers.splice(0).forEach((clear) => {
            clear();
          });
          try {
            post(event, id, parsed.data);
          } catch (error) {
            pending.delete(id);
            reject(error);
            return;
          }
          if (TIMED_EVENTS.includes(event)) {
            clearTimers.push(startTimer(EMBEDDED_WALLET_FRAME.requestTimeoutMs, () => abortAll(ErrorText.frameRequestTimeout)));
          }
        });
      });
    },
    onAbort(listener) {
      abortListeners.add(listener);
      return () => abortListeners.delete(listener);
    },
    dispose() {
      hostWindow.removeEventListener('message', onMessage);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      rejectAll();
      abortListeners.clear();
    },
  };
}

/** The frame's answer to each event; a thrown error's message (and numeric `code`, if any) is the error reply. */
export type FrameHandlers = {
  [E in FrameEvent]: (payload: FrameRequest<E>) => FrameResult<E> | Promise<FrameResult<E>>;
};

export interface FrameChild {
  /** Tells the parent the frame listens and serves it. */
  announceReady(): void;
  dispose(): void;
}

/** The frame's end: serves requests from its one parent window on its one allowed origin. */
export function createFrameChild({
  parentOrigin,
  parentWindow = window.parent === window ? undefined : window.parent,
  frameWindow = window,
  handlers,
  logger,
}: {
  parentOrigin: string;
  parentWindow?: Window;
  /** The window the frame listens on (its own). */
  frameWindow?: Window;
  handlers: FrameHandlers;
  logger?: DebugLogger;
}): FrameChild {
  if (!parentWindow) throw new Error(ErrorText.frameParentNotSet);
  const parent = parentWindow;
  const post = (message: unknown) => parent.postMessage(message, parentOrigin);

  async function serve(event: MessageEvent) {
    if (event.origin !== parentOrigin || event.source !== parent) return;
    const request = parseAppRequest(event.data);
    if (!request) {
      logger?.debug('Embedded wallet frame: ignored a malformed message from the app');
      return;
    }
    const handler = handlers[request.event] as (payload: unknown) => unknown;
    try {
      const result = EVENTS[request.event].success.parse(await handler(request.payload));
      post({ type: successType(request.event), id: request.id, payload: result });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : ErrorText.frameDefault;
      const code = codeOf(error);
      post({ type: errorType(request.event), id: request.id, payload: { message, ...(code !== undefined && { code }) } });
    }
  }
  const onMessage = (event: MessageEvent) => {
    void serve(event);
  };
  frameWindow.addEventListener('message', onMessage);

  return {
    announceReady: () => post({ type: FRAME_READY }),
    dispose: () => frameWindow.removeEventListener('message', onMessage),
  };
}
