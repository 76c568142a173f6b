type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, once the browser has had the chance to handle input: work that can wait for it stays
 * out of the task that is running (the host's page script, say), so neither grows into a long task.
 * `scheduler.yield()` where the browser has it (its continuation goes ahead of other queued tasks), else a timer (a
 * top-level zero-delay timer is not clamped).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
