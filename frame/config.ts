import { solana, solanaDevnet, solanaTestnet } from '../src/config/networks';
import type { CaipNetworkId } from '../src/utils/caip';
import { caipNetworkIdSchema } from '../src/utils/schemas';
import { httpUrl, nonEmptyString, z } from '../src/utils/zod';

/** What the modal says in the frame's URL (docs/behaviour.md#embedded-wallet). */
interface FrameQuery {
  projectId: string;
  chainId: CaipNetworkId | undefined;
  version: number;
  enableLogger: boolean;
}

export function frameQuery(search: string): FrameQuery {
  const query = new URLSearchParams(search);
  const chainId = caipNetworkIdSchema.safeParse(query.get('chainId'));
  const version = Number(query.get('version') ?? '4');
  return {
    projectId: query.get('projectId') ?? '',
    chainId: chainId.success ? chainId.data : undefined,
    version: Number.isInteger(version) && version > 0 ? version : 4,
    enableLogger: query.get('enableLogger') === 'true',
  };
}

/**
 * The origins of the pages the frame is in, its parent's first: the browser's own word when it gives one
 * (`location.ancestorOrigins`, every ancestor up to the top page), else the referrer's origin (the parent's alone; a
 * browser without `ancestorOrigins` leaves the rest to the deployment's `frame-ancestors`). Undefined when the frame is
 * not in a page.
 */
export function ancestorOriginsOf(location: Location, referrer: string, inFrame: boolean): [string, ...string[]] | undefined {
  if (!inFrame) return undefined;
  const [parent, ...others] = Array.from(location.ancestorOrigins ?? []);
  if (parent) return [parent, ...others];
  try {
    return [new URL(referrer).origin];
  } catch {
    return undefined;
  }
}

const networkSchema = z.object({
  caipNetworkId: caipNetworkIdSchema,
  rpcUrl: httpUrl,
  name: z.optional(nonEmptyString()),
  /** The native currency's symbol, shown with amounts; ETH on EVM networks unless said. */
  symbol: z.optional(nonEmptyString()),
});

/** The deployment's configuration, `config.json` beside the frame's page: a parent page can never set it. */
const frameConfigSchema = z.object({ backendUrl: httpUrl, networks: z.array(networkSchema) });

export type FrameNetwork = { caipNetworkId: CaipNetworkId; rpcUrl: string; name: string; symbol: string };
export interface FrameConfig {
  backendUrl: string;
  /** The configured networks, then the three Solana networks unless configured. */
  networks: FrameNetwork[];
}

const SOLANA_NETWORKS: FrameNetwork[] = [solana, solanaDevnet, solanaTestnet].map((network) => ({
  caipNetworkId: network.caipNetworkId,
  rpcUrl: network.rpcUrls.default.http[0] ?? '',
  name: network.name,
  symbol: network.nativeCurrency.symbol,
}));

/** Reads `config.json` next to the page at `pageUrl`. */
export async function loadFrameConfig(pageUrl: string, fetchFn: typeof fetch = fetch): Promise<FrameConfig> {
  const response = await fetchFn(new URL('./config.json', pageUrl), { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP status code: ${response.status}`);
  const config = frameConfigSchema.parse(await response.json());
  const networks = config.networks.map((network) => ({
    ...network,
    name: network.name ?? network.caipNetworkId,
    symbol: network.symbol ?? (network.caipNetworkId.startsWith('solana:') ? 'SOL' : 'ETH'),
  }));
  const configured = new Set(networks.map((network) => network.caipNetworkId));
  return {
    backendUrl: config.backendUrl,
    networks: [...networks, ...SOLANA_NETWORKS.filter((network) => !configured.has(network.caipNetworkId))],
  };
}
