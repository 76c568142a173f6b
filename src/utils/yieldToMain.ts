type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, after the browser has had the chance to handle input: work that can wait for it stays
 * out of the task that is running (the host's page script, say), so neither grows into a long task. `scheduler.yield()`
 * where there is one (its continuation goes ahead of other queued tasks), else a message to a channel of our own, else
 * a timer (a page without `MessageChannel`, a test's jsdom).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        // An open port keeps a server's process alive.
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
