import type { ChainConnector } from '../../model/connector';
import { z } from '../../utils/zod';
import type { DiscoveredConnector } from '../types';

/**
 * A Keplr-style wallet as the adapter calls it: the part of Keplr's `window.keplr` API it uses (`@keplr-wallet/types`'
 * `Keplr` has every member). Its answers are untrusted and checked where they are read.
 */
export interface KeplrStyleWallet {
  enable(chainIds: string | string[]): Promise<void>;
  getKey(chainId: string): Promise<unknown>;
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>;
  disable?(chainIds?: string | string[]): Promise<void>;
}

/** What a Cosmos connector's provider is: the wallet object, and the window event it sends when its account changes. */
export interface InjectedCosmosWallet {
  wallet: KeplrStyleWallet;
  keystoreEvent: string;
}

/** A place in the page where a wallet puts a Keplr-style object, and who that wallet is. */
interface InjectionPoint {
  id: string;
  name: string;
  keystoreEvent: string;
  /** Where it is: `window.leap`, … */
  where: string;
  locate(page: Record<string, unknown>): unknown;
}

const member = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The global the Dev Wallet (`redux-wallet-modal/dev-wallet`) puts its Keplr-style object under. */
export const DEV_WALLET_GLOBAL = 'devWalletKeplr';

/**
 * The Keplr-style wallets the page may have, by where they put themselves. Names are ours, never the object's: a
 * page object cannot name itself. Wallets that also answer as `window.keplr` (Leap and Cosmostation may) are found
 * under their own name first; the Dev Wallet (`redux-wallet-modal/dev-wallet`) is under a name of its own.
 */
const INJECTION_POINTS: readonly InjectionPoint[] = [
  { id: 'leap', name: 'Leap', keystoreEvent: 'leap_keystorechange', where: 'window.leap', locate: (page) => page.leap },
  {
    id: 'cosmostation',
    name: 'Cosmostation',
    keystoreEvent: 'cosmostation_keystorechange',
    where: 'window.cosmostation.providers.keplr',
    locate: (page) => member(member(page.cosmostation, 'providers'), 'keplr'),
  },
  {
    id: 'dev-wallet',
    name: 'Dev Wallet',
    keystoreEvent: 'keplr_keystorechange',
    where: `window.${DEV_WALLET_GLOBAL}`,
    locate: (page) => page[DEV_WALLET_GLOBAL],
  },
  { id: 'keplr', name: 'Keplr', keystoreEvent: 'keplr_keystorechange', where: 'window.keplr', locate: (page) => page.keplr },
];

const method = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function');
/** The methods a Keplr-style object must have to be offered. */
const keplrStyleSchema = z.object({ enable: method, getKey: method, signArbitrary: method, disable: z.optional(method) });

type Found = { wallet: KeplrStyleWallet } | { unusable: string } | undefined;

/** The wallet object at `point`, a reason it is unusable, or undefined when there is none. */
function locate(point: InjectionPoint): Found {
  let value: unknown;
  try {
    value = point.locate(window as unknown as Record<string, unknown>);
  } catch {
    return { unusable: `Reading ${point.where} threw; the wallet there was ignored` };
  }
  if (value === undefined || value === null) return undefined;
  // The check reads the methods once; the object itself is kept, as its methods use `this`.
  if (!keplrStyleSchema.safeParse(value).success) {
    return { unusable: `${point.where} has no enable, getKey and signArbitrary methods; it was ignored` };
  }
  return { wallet: value as KeplrStyleWallet };
}

/**
 * The Keplr-style wallets of the page (docs/behaviour.md#connecting): those there now, and those there once the page has
 * loaded (Keplr's own advice: an extension may put its object in place as late as the `load` event). Nothing is asked of a
 * wallet here, so one that never answers cannot hold discovery up. Returns a function that stops looking.
 */
export function discoverCosmosConnectors(
  found: (connectors: DiscoveredConnector<InjectedCosmosWallet>[]) => void,
  onInvalid: (reason: string) => void,
): () => void {
  // Without a window (server rendering) there are no wallets.
  if (typeof window === 'undefined') return () => {};
  const offered = new Set<string>();
  const refused = new Set<string>();
  const look = () => {
    const seen = new Set<KeplrStyleWallet>();
    const connectors: DiscoveredConnector<InjectedCosmosWallet>[] = [];
    for (const point of INJECTION_POINTS) {
      const outcome = locate(point);
      if (outcome === undefined) continue;
      if ('unusable' in outcome) {
        if (!refused.has(point.id)) onInvalid(outcome.unusable);
        refused.add(point.id);
        continue;
      }
      // One object under two names (a wallet answering as Keplr too) is the wallet of the first name.
      if (seen.has(outcome.wallet)) continue;
      seen.add(outcome.wallet);
      if (offered.has(point.id)) continue;
      offered.add(point.id);
      const connector: ChainConnector = { id: `cosmos:${point.id}`, name: point.name, type: 'INJECTED', chain: 'cosmos', installed: true };
      const provider: InjectedCosmosWallet = { wallet: outcome.wallet, keystoreEvent: point.keystoreEvent };
      connectors.push({ connector, getProvider: async () => provider });
    }
    if (connectors.length > 0) found(connectors);
  };
  look();
  if (document.readyState === 'complete') return () => {};
  window.addEventListener('load', look, { once: true });
  return () => window.removeEventListener('load', look);
}
