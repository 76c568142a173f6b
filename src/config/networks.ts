import { CHAIN_NAMESPACES, type ChainNamespace, PROVIDER_RPC_CHAINS } from '../constants';
import type { CaipNetworkId } from '../utils/caip';
import { httpUrl, nonEmptyString, wsUrl, z } from '../utils/zod';

/**
 * A token a network lists, read from the chain when the provider API cannot tell the account's tokens
 * (docs/behaviour.md#account): an ERC-20 contract on eip155, an SPL mint on solana.
 */
const networkTokenSchema = z.object({
  address: nonEmptyString(),
  image: z.optional(httpUrl),
  /** What the token is called, for a chain whose tokens do not say it themselves (an SPL mint); an ERC-20 contract tells its own. */
  symbol: z.optional(nonEmptyString()),
  name: z.optional(nonEmptyString()),
});
export type NetworkToken = z.infer<typeof networkTokenSchema>;

/** How a family lists its tokens: an eip155 contract is 0x and 40 hex digits; a solana mint is base58 and says its symbol. */
const TOKEN_FORMS: Partial<Record<ChainNamespace, (token: NetworkToken) => boolean>> = {
  eip155: (token) => /^0x[0-9a-f]{40}$/i.test(token.address),
  solana: (token) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(token.address) && token.symbol !== undefined,
};

const rpcUrlsSchema = z.object({ http: z.array(httpUrl).check(z.minLength(1)), webSocket: z.optional(z.array(wsUrl)) });

/** The Network entity (docs/behaviour.md#networks). */
export const networkSchema = z
  .object({
    id: z.union([z.number().check(z.int(), z.positive()), nonEmptyString()]),
    name: nonEmptyString(),
    nativeCurrency: z.object({
      name: nonEmptyString(),
      symbol: nonEmptyString(),
      decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
    }),
    rpcUrls: z.object({ default: rpcUrlsSchema, chainDefault: z.optional(rpcUrlsSchema) }),
    blockExplorers: z.optional(
      z.catchall(
        z.object({ default: z.object({ name: nonEmptyString(), url: httpUrl }) }),
        z.object({ name: nonEmptyString(), url: httpUrl }),
      ),
    ),
    testnet: z.optional(z.boolean()),
    chainNamespace: z.enum(CHAIN_NAMESPACES),
    caipNetworkId: z.string().check(z.regex(/^[^:]+:[^:]+$/)) as z.ZodMiniType<CaipNetworkId>,
    deprecatedCaipNetworkId: z.optional(z.string().check(z.regex(/^[^:]+:[^:]+$/)) as z.ZodMiniType<CaipNetworkId>),
    assets: z.optional(z.object({ imageId: z.optional(nonEmptyString()), imageUrl: z.optional(httpUrl) })),
    tokens: z.optional(z.array(networkTokenSchema)),
  })
  .check(
    z.refine((network) => network.caipNetworkId === `${network.chainNamespace}:${network.id}`, {
      message: 'caipNetworkId must be `{chainNamespace}:{id}`',
      path: ['caipNetworkId'],
    }),
    z.refine((network) => network.tokens?.every((token) => TOKEN_FORMS[network.chainNamespace]?.(token)) ?? true, {
      message: 'eip155 networks list 0x contract addresses; solana networks list base58 mint addresses, each with its symbol',
      path: ['tokens'],
    }),
  );

export type Network = z.infer<typeof networkSchema>;

type NetworkDefinition = Omit<Network, 'caipNetworkId'> & { chainNamespace: ChainNamespace };

/**
 * Builds a Network with its CAIP-2 id derived from namespace and id, so the two never disagree. Marked free of side
 * effects so a host's bundler drops the built-in networks it does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineNetwork(definition: NetworkDefinition): Network {
  return { ...definition, caipNetworkId: `${definition.chainNamespace}:${definition.id}` };
}

/** A network the provider RPC serves, read through it first (docs/behaviour.md#api) and through its own RPC if that fails. */
export function withProviderRpc(network: Network, providerUrl: string, projectId: string): Network {
  if (!PROVIDER_RPC_CHAINS.includes(network.caipNetworkId)) return network;
  const query = new URLSearchParams({ chainId: network.caipNetworkId, projectId });
  return {
    ...network,
    rpcUrls: {
      default: { http: [`${providerUrl.replace(/\/+$/, '')}/v1/?${query}`] },
      chainDefault: network.rpcUrls.chainDefault ?? network.rpcUrls.default,
    },
  };
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/**
 * A local development chain such as anvil or hardhat: Ether, one RPC URL, and the ERC-20 `tokens` to show when the
 * provider API cannot tell the account's tokens. Not a testnet unless `testnet` says so: a testnet's balances read
 * `0.00` (docs/behaviour.md#account), and a local chain's are what a developer wants to see.
 */
export function localChain({
  id,
  name,
  rpcUrl,
  testnet = false,
  tokens,
}: {
  id: number;
  name: string;
  rpcUrl: string;
  testnet?: boolean;
  tokens?: NetworkToken[];
}): Network {
  return defineNetwork({
    id,
    name,
    nativeCurrency: ETHER,
    rpcUrls: { default: { http: [rpcUrl] } },
    chainNamespace: 'eip155',
    testnet,
    ...(tokens && { tokens }),
  });
}
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;
const SOLANA_IMAGE = { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' };
const BITCOIN_IMAGE = { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' };

// The built-in networks (docs/behaviour.md#networks); the minimal host example pairs Arbitrum with mainnet.
export const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  chainNamespace: 'eip155',
  assets: { imageId: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900' },
});

export const arbitrum = defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  chainNamespace: 'eip155',
  assets: { imageId: '3bff954d-5cb0-47a0-9a23-d20192e74600' },
});

export const sepolia = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  assets: { imageId: 'e909ea0a-f92a-4512-c8fc-748044ea6800' },
});

export const scrollSepolia = defineNetwork({
  id: 534351,
  name: 'Scroll Sepolia',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://sepolia-rpc.scroll.io'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://sepolia.scrollscan.com' } },
  testnet: true,
  chainNamespace: 'eip155',
});

export const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  chainNamespace: 'solana',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  assets: SOLANA_IMAGE,
});

export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
  chainNamespace: 'solana',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  assets: SOLANA_IMAGE,
});

export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
  chainNamespace: 'solana',
  assets: SOLANA_IMAGE,
});

export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  chainNamespace: 'bip122',
  assets: BITCOIN_IMAGE,
});

export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  chainNamespace: 'bip122',
  assets: BITCOIN_IMAGE,
});

export const builtInNetworks = [mainnet, sepolia, scrollSepolia, solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet] as const;
