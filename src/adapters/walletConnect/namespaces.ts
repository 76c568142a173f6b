import type { Network } from '../../config/networks';
import type { ChainNamespace } from '../../constants';
import type { WalletConnectParticipation } from './session';

/** What each family that takes part asks the wallet for, by namespace. */
export type WalletConnectFamilies = Partial<Record<ChainNamespace, Pick<WalletConnectParticipation, 'methods' | 'events'>>>;

interface WalletConnectNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** Chain reference (an eip155 chain id, a Solana genesis-hash prefix) → the configured RPC URL, so reads do not go to a public RPC. */
  rpcMap: Record<string, string>;
}

/**
 * The optional namespaces of a WalletConnect proposal: every configured network of a family that takes part, grouped
 * by namespace, with what that family asks the wallet for. Networks of other families are left out: no adapter here
 * could serve what the wallet granted there.
 */
export function walletConnectNamespaces(
  networks: readonly Network[],
  families: WalletConnectFamilies,
): Partial<Record<ChainNamespace, WalletConnectNamespace>> {
  const namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>> = {};
  for (const network of networks) {
    const family = families[network.chainNamespace];
    if (!family) continue;
    const entry = namespaces[network.chainNamespace] ?? {
      chains: [],
      methods: [...family.methods],
      events: [...family.events],
      rpcMap: {},
    };
    namespaces[network.chainNamespace] = entry;
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId);
    const rpcUrl = network.rpcUrls.default.http[0];
    if (rpcUrl) entry.rpcMap[String(network.id)] = rpcUrl;
  }
  return namespaces;
}
