import type { ChainNamespace } from '../constants';

type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN' | 'ID_AUTH';

/**
 * A wallet connector without its `provider`: providers are live objects, so they stay in the
 * connector registry the listener middleware gets as `extra`, looked up by this id.
 */
export interface ChainConnector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  info?: { rdns?: string };
  /** Whether the wallet's provider is present on the page. */
  installed?: boolean;
}

export interface Connector extends ChainConnector {
  /** For MULTI_CHAIN entries: the per-namespace connectors merged by name. */
  connectors?: ChainConnector[];
}

/**
 * Connectors of the same wallet (same name) on several chains become one MULTI_CHAIN entry
 * that holds them all; a wallet on one chain stays as it is.
 */
export function mergeConnectorsByName(connectors: readonly ChainConnector[]): Connector[] {
  const byName = new Map<string, ChainConnector[]>();
  for (const connector of connectors) {
    const key = connector.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), connector]);
  }
  return [...byName.values()].map((group) => {
    const [first, ...rest] = group as [ChainConnector, ...ChainConnector[]];
    // One wallet on one chain through two connectors (its extension and its SDK): the installed one serves it.
    if (!rest.some((connector) => connector.chain !== first.chain))
      return group.find((connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') ?? first;
    return {
      ...first,
      id: `multichain:${first.name.trim().toLowerCase()}`,
      type: 'MULTI_CHAIN',
      imageUrl: group.find((connector) => connector.imageUrl)?.imageUrl,
      installed: group.some((connector) => connector.installed),
      connectors: group,
    };
  });
}
