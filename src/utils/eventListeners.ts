/** A listener of any event: each event's value has its own type, which the emitter and its caller agree on. */
type AnyListener = (...args: never[]) => void;

/** Listeners by event name, kept the way EIP-1193 providers and WalletConnect clients keep them. */
export function eventListeners() {
  const listeners = new Map<string, Set<AnyListener>>();
  return {
    on(event: string, listener: AnyListener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: AnyListener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, value?: unknown) {
      for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value);
    },
  };
}
