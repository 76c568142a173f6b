import type { DiscoveredConnector } from './types';

/**
 * The live side of the connectors slice: each connector's provider, and the watcher of each live
 * session, by connector id. A service (listener `extra`), so nothing here enters state.
 */
export interface ConnectorRegistry {
  add(connector: DiscoveredConnector): void;
  get(id: string): DiscoveredConnector | undefined;
  /** The connector, waiting up to `ms` for one that has not announced itself yet. */
  waitFor(id: string, ms: number): Promise<DiscoveredConnector | undefined>;
  /** Replaces (and stops) the watcher of `id`'s session; `undefined` just stops it. */
  watchSession(id: string, stop: (() => void) | undefined): void;
}

export function createConnectorRegistry(): ConnectorRegistry {
  const connectors = new Map<string, DiscoveredConnector>();
  const waiting = new Map<string, Set<(connector: DiscoveredConnector) => void>>();
  const watchers = new Map<string, () => void>();
  return {
    add(connector) {
      connectors.set(connector.connector.id, connector);
      for (const resolve of waiting.get(connector.connector.id) ?? []) resolve(connector);
      waiting.delete(connector.connector.id);
    },
    get: (id) => connectors.get(id),
    waitFor(id, ms) {
      const known = connectors.get(id);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => {
        const resolvers = waiting.get(id) ?? new Set();
        waiting.set(id, resolvers);
        const timer = setTimeout(() => {
          resolvers.delete(settle);
          resolve(undefined);
        }, ms);
        function settle(connector: DiscoveredConnector) {
          clearTimeout(timer);
          resolve(connector);
        }
        resolvers.add(settle);
      });
    },
    watchSession(id, stop) {
      watchers.get(id)?.();
      if (stop) watchers.set(id, stop);
      else watchers.delete(id);
    },
  };
}
