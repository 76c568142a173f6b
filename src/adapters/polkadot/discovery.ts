import type { ChainConnector } from '../../model/connector';
import { z } from '../../utils/zod';
import { walletNameSchema } from '../announcedWallet';
import type { DiscoveredConnector } from '../types';

/** What an extension's `enable(originName)` is: it may prompt, and resolves with the accounts and the signer. */
type EnableExtension = (originName: string) => Promise<unknown>;

/** An extension as discovery leaves it: its id under `window.injectedWeb3` and its `enable`, called on the entry itself. */
export interface PolkadotExtension {
  id: string;
  enable: EnableExtension;
}

/**
 * An entry of `window.injectedWeb3` (the polkadot-js extension interface): untrusted page input, anything off-shape is
 * ignored. `version` is a string when present; `connect`, the newer entry point some extensions add, is not needed.
 */
const entrySchema = z.object({
  enable: z.custom<EnableExtension>((value) => typeof value === 'function'),
  version: z.optional(z.string()),
});

/** An extension's key: the id it injects itself under, in the plain characters a stored connector id may have. */
const EXTENSION_ID = /^[a-z0-9][\w.-]{0,63}$/i;

/**
 * The names of the extensions the interface knows by id (it carries no name of its own); any other shows its id. The
 * Dev Wallet's is the name its other sides announce, so Connect shows it once.
 */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'dev-wallet': 'Dev Wallet',
};

/** How often and how long discovery looks again: extensions inject themselves shortly after the page loads. */
export const DISCOVERY_POLL_MS = 250;
export const DISCOVERY_WINDOW_MS = 3_000;

export const connectorIdOf = (extensionId: string) => `injected-web3:${extensionId}`;

/** The connector of `injectedWeb3[id]`, or undefined when the entry is malformed (it may throw on every read). */
function toConnector(id: string, entry: unknown): DiscoveredConnector<PolkadotExtension> | undefined {
  if (!EXTENSION_ID.test(id)) return undefined;
  let parsed: z.infer<typeof entrySchema>;
  try {
    const result = entrySchema.safeParse(entry);
    if (!result.success) return undefined;
    parsed = result.data;
  } catch {
    return undefined;
  }
  const name = walletNameSchema().safeParse(KNOWN_NAMES[id] ?? id);
  if (!name.success) return undefined;
  const { enable } = parsed;
  // The entry's own `this`, as extensions that define `enable` as a method expect; the function is the one checked.
  const extension: PolkadotExtension = Object.freeze({ id, enable: (originName: string) => Reflect.apply(enable, entry, [originName]) });
  const connector: ChainConnector = { id: connectorIdOf(id), name: name.data, type: 'INJECTED', chain: 'polkadot', installed: true };
  return { connector, getProvider: async () => extension };
}

/** The entries of `window.injectedWeb3`, or none when it is missing or unreadable (a hostile getter or proxy). */
function injectedEntries(): [string, unknown][] {
  try {
    const injected: unknown = (globalThis as { injectedWeb3?: unknown }).injectedWeb3;
    if (typeof injected !== 'object' || injected === null) return [];
    return Object.keys(injected).map((id) => {
      try {
        return [id, (injected as Record<string, unknown>)[id]];
      } catch {
        return [id, undefined];
      }
    });
  } catch {
    return [];
  }
}

/**
 * The Polkadot extensions of the page (docs/behaviour.md#connecting): the entries of `window.injectedWeb3`, read now and
 * again every DISCOVERY_POLL_MS for DISCOVERY_WINDOW_MS, each reported once, until the returned function is called.
 * Nothing of an extension is called here: `enable` may prompt, and belongs to connecting.
 */
export function discoverPolkadotConnectors(
  found: (connectors: DiscoveredConnector<PolkadotExtension>[]) => void,
  onInvalid: (reason: string) => void,
): () => void {
  const seen = new Set<string>();
  const look = () => {
    const connectors: DiscoveredConnector<PolkadotExtension>[] = [];
    for (const [id, entry] of injectedEntries()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const connector = toConnector(id, entry);
      if (connector) connectors.push(connector);
      else onInvalid('A window.injectedWeb3 entry without a plain id and an enable function was ignored');
    }
    if (connectors.length > 0) found(connectors);
  };
  look();
  const poll = setInterval(look, DISCOVERY_POLL_MS);
  const end = setTimeout(() => clearInterval(poll), DISCOVERY_WINDOW_MS);
  return () => {
    clearInterval(poll);
    clearTimeout(end);
  };
}
