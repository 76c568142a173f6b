// Which of the merged connectors (connector.ts) serve a chain namespace; apart from connector.ts, which the first load
// holds, as only code loaded on demand asks.
import type { ChainNamespace } from '../constants';
import type { ChainConnector, Connector } from './connector';

/** The connector of `entry` to use on `namespace`: itself, or for a MULTI_CHAIN entry its member on that chain. */
export function connectorForNamespace(entry: Connector, namespace: ChainNamespace | undefined): ChainConnector {
  if (!entry.connectors) return entry;
  return entry.connectors.find((connector) => connector.chain === namespace) ?? (entry.connectors[0] as ChainConnector);
}

/**
 * The entries that serve `namespace` (all of them when it is undefined): a connector of that chain, a MULTI_CHAIN entry
 * with a member on it, and WalletConnect, whose session proposes every family that takes part.
 */
export function connectorsOn(entries: readonly Connector[], namespace: ChainNamespace | undefined): Connector[] {
  if (namespace === undefined) return [...entries];
  return entries.filter(
    (entry) =>
      entry.type === 'WALLET_CONNECT' || entry.chain === namespace || entry.connectors?.some((connector) => connector.chain === namespace),
  );
}
