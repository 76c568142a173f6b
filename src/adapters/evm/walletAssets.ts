import type { Network } from '../../config/networks';
import { type Balance, isQualityBalance } from '../../model/balance';
import { cancellableDelay } from '../../utils/delay';
import { anyValue, lenientArray, recordOf } from '../../utils/schemas';
import { formatUnits } from '../../utils/units';
import { nonEmptyString, z } from '../../utils/zod';
import { type Eip1193Provider, toHexChainId } from './eip1193';
import { evmFamily } from './family';

/** `wallet_getCapabilities` (EIP-5792) tells, per chain (hex id), whether the wallet discovers assets. */
const capabilitiesSchema = recordOf(anyValue);
const assetDiscoverySchema = z.object({ assetDiscovery: z.object({ supported: z.literal(true) }) });

/** A wallet asset (ERC-7811): only ERC20 or NATIVE with the required string and number fields (docs/behaviour.md#validation). */
const walletAssetSchema = z.object({
  address: z.string().check(z.refine((value) => value === 'native' || evmFamily.isAddress(value), 'Expected an address or "native"')),
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: nonEmptyString(),
    decimals: z.number().check(z.int(), z.gte(0), z.lte(77)),
    price: z.optional(z.number().check(z.gte(0))),
    iconUrl: z.optional(z.string()),
  }),
});
type WalletAsset = z.infer<typeof walletAssetSchema>;
const assetsByChainSchema = recordOf(lenientArray(walletAssetSchema));

function toBalance(asset: WalletAsset, network: Network): Balance {
  const { name, symbol, decimals, price = 0, iconUrl = '' } = asset.metadata;
  const numeric = formatUnits(BigInt(asset.balance), decimals);
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    address: asset.type === 'NATIVE' ? undefined : `${network.caipNetworkId}:${asset.address}`,
    value: Number((Number(numeric) * price).toFixed(2)),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl,
  };
}

/** A wallet slower than this to tell its capabilities is taken to have none: the balances must not wait on it. */
export const CAPABILITIES_WAIT_MS = 2_000;

/** What the wallet tells of its capabilities per chain (hex id); nothing for a wallet that cannot say. */
export type WalletCapabilities = z.infer<typeof capabilitiesSchema>;

/** The wallet's capabilities (`wallet_getCapabilities`, EIP-5792), waited for at most 2 s. */
export async function readCapabilities(wallet: Eip1193Provider, address: string): Promise<WalletCapabilities> {
  const answered = new AbortController();
  const silence = cancellableDelay(CAPABILITIES_WAIT_MS, answered.signal);
  try {
    const answer = await Promise.race([wallet.request({ method: 'wallet_getCapabilities', params: [address] }), silence]);
    return capabilitiesSchema.safeParse(answer).data ?? {};
  } catch {
    // Most wallets do not know the method (EIP-5792 is recent): they simply have no capabilities to tell.
    return {};
  } finally {
    answered.abort();
  }
}

/**
 * The account's assets on `network` as the wallet itself reports them (`wallet_getAssets`, ERC-7811), or
 * undefined when its `capabilities` say it does not discover assets on that chain. Malformed and
 * 0-decimal assets are dropped.
 */
export async function readWalletAssets(
  wallet: Eip1193Provider,
  address: string,
  network: Network,
  capabilities: WalletCapabilities,
): Promise<Balance[] | undefined> {
  const chainId = toHexChainId(Number(network.id));
  if (!assetDiscoverySchema.safeParse(capabilities[chainId]).success) return undefined;
  const answer = assetsByChainSchema.parse(
    await wallet.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainId] }] }),
  );
  return (answer[chainId] ?? []).map((asset) => toBalance(asset, network)).filter(isQualityBalance);
}
