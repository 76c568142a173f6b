import { jest } from '@jest/globals';
import { cancellableDelay } from './delay';

describe('cancellableDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits the time, or ends early when the signal aborts', async () => {
    const controller = new AbortController();
    let done = false;
    const waiting = cancellableDelay(30_000, controller.signal).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(done).toBe(false);
    controller.abort();
    await waiting;
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not wait at all on a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await cancellableDelay(30_000, controller.signal);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('leaves no listener on the signal once the time is up, however many waits share it', async () => {
    const controller = new AbortController();
    // An AbortSignal does not tell its listeners; the removals it was asked for are what can be seen.
    const removals = jest.spyOn(controller.signal, 'removeEventListener');
    for (let wait = 0; wait < 3; wait++) {
      const waiting = cancellableDelay(30_000, controller.signal);
      await jest.advanceTimersByTimeAsync(30_000);
      await waiting;
    }
    expect(removals.mock.calls.map(([type]) => type)).toEqual(['abort', 'abort', 'abort']);
  });
});
