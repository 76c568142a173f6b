/** Waits `ms`, or less when `signal` aborts; unlike a listener's `api.delay`, an abort also clears the timer. */
export function cancellableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
