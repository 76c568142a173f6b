import type { Network } from '../../config/networks';
import type { ChainNamespace } from '../../constants';

/** What a WalletConnect session may do in each namespace (the dapp asks; the wallet grants a subset). */
const NAMESPACE_CAPABILITIES: Record<ChainNamespace, { methods: string[]; events: string[] }> = {
  eip155: {
    methods: [
      'eth_accounts',
      'eth_requestAccounts',
      'eth_chainId',
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
    events: [],
  },
  bip122: { methods: ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'], events: ['bip122_addressesChanged'] },
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
  cosmos: { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: [] },
};

export interface WalletConnectNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** eip155 chain id → the configured RPC URL, so reads do not go to a public RPC. */
  rpcMap: Record<string, string>;
}

/** The optional namespaces of a WalletConnect proposal: every configured network, grouped by namespace. */
export function walletConnectNamespaces(networks: readonly Network[]): Partial<Record<ChainNamespace, WalletConnectNamespace>> {
  const namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>> = {};
  for (const network of networks) {
    const entry = namespaces[network.chainNamespace] ?? {
      chains: [],
      ...structuredClone(NAMESPACE_CAPABILITIES[network.chainNamespace]),
      rpcMap: {},
    };
    namespaces[network.chainNamespace] = entry;
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId);
    const rpcUrl = network.rpcUrls.default.http[0];
    if (rpcUrl) entry.rpcMap[String(network.id)] = rpcUrl;
  }
  return namespaces;
}
