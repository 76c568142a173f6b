import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { ChainConnector } from '../../model/connector';
import { anyValue, recordOf } from '../../utils/schemas';
import { z } from '../../utils/zod';
import { safeWalletImage, walletIconSchema, walletNameSchema } from '../announcedWallet';
import type { DiscoveredConnector } from '../types';
import { type BitcoinProvider, satsConnectEntrySchema, satsConnectProviderSchema, unisatSchema } from './providers';

/** A Wallet Standard registration as far as discovery reads it: untrusted page input, anything off-shape is ignored. */
const registrationSchema = z.object({
  name: walletNameSchema(),
  icon: walletIconSchema(),
  chains: z.array(z.string()),
  features: recordOf(anyValue),
});

/** What Unisat-style wallets are called: `window.unisat` says nothing of itself. */
const UNISAT_NAME = 'UniSat';

const servesBitcoin = (chains: readonly string[]) => chains.some((chain) => chain.startsWith('bitcoin:'));

/** The plain characters a stored connector id may have, from what a wallet calls itself. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** `read()`, or undefined when it throws: a page's getter may. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The object at `path` (dot-separated, as sats-connect ids are) under `window`. */
const objectAt = (path: string): unknown =>
  safely(() => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], window));

function connector(id: string, name: string, icon: string | undefined, provider: BitcoinProvider): DiscoveredConnector<BitcoinProvider> {
  const description: ChainConnector = { id, name, type: 'ANNOUNCED', chain: 'bip122', imageUrl: safeWalletImage(icon), installed: true };
  return { connector: description, getProvider: async () => provider };
}

/** The sats-connect wallets `window.btc_providers` lists whose provider object is on the page and can be asked. */
function satsConnectConnectors(onInvalid: (reason: string) => void): DiscoveredConnector<BitcoinProvider>[] {
  const entries = safely(() => (window as { btc_providers?: unknown }).btc_providers);
  if (entries === undefined) return [];
  if (!Array.isArray(entries)) {
    onInvalid('window.btc_providers is not a list and was ignored');
    return [];
  }
  const nameSchema = walletNameSchema();
  const iconSchema = walletIconSchema();
  return entries.flatMap((entry: unknown) => {
    const parsed = safely(() => satsConnectEntrySchema.safeParse(entry));
    const name = parsed?.success ? nameSchema.safeParse(parsed.data.name) : undefined;
    const provider = parsed?.success ? objectAt(parsed.data.id) : undefined;
    if (!parsed?.success || !name?.success || !safely(() => satsConnectProviderSchema.safeParse(provider).success)) {
      onInvalid('A sats-connect provider without a valid id, name and request method was ignored');
      return [];
    }
    const icon = iconSchema.safeParse(parsed.data.icon);
    return [
      connector(`sats-connect:${parsed.data.id}`, name.data, icon.success ? icon.data : undefined, {
        kind: 'satsConnect',
        provider: provider as Extract<BitcoinProvider, { kind: 'satsConnect' }>['provider'],
      }),
    ];
  });
}

/** `window.unisat` when it has the methods the adapter calls. */
function unisatConnectors(onInvalid: (reason: string) => void): DiscoveredConnector<BitcoinProvider>[] {
  const unisat = safely(() => (window as { unisat?: unknown }).unisat);
  if (unisat === undefined) return [];
  if (!safely(() => unisatSchema.safeParse(unisat).success)) {
    onInvalid('window.unisat without requestAccounts, getAccounts, getPublicKey and signMessage was ignored');
    return [];
  }
  return [
    connector('unisat', UNISAT_NAME, undefined, {
      kind: 'unisat',
      provider: unisat as Extract<BitcoinProvider, { kind: 'unisat' }>['provider'],
    }),
  ];
}

/**
 * The connector of a Wallet Standard wallet with a `bitcoin:` chain and `bitcoin:connect`; 'otherChains' for a wallet of
 * other chains (nothing to report), 'malformed' for a Bitcoin wallet without a usable name or the feature.
 */
function walletStandardConnector(wallet: Wallet): DiscoveredConnector<BitcoinProvider> | 'otherChains' | 'malformed' {
  const registration = safely(() => registrationSchema.safeParse(wallet));
  if (!registration?.success) {
    const chains = safely(() => wallet.chains);
    return Array.isArray(chains) && !servesBitcoin(chains) ? 'otherChains' : 'malformed';
  }
  const { name, icon, chains, features } = registration.data;
  if (!servesBitcoin(chains)) return 'otherChains';
  if (typeof (features['bitcoin:connect'] as { connect?: unknown } | undefined)?.connect !== 'function') return 'malformed';
  return connector(`wallet-standard:${slug(name)}`, name, icon, { kind: 'walletStandard', wallet });
}

/**
 * The Bitcoin wallets of the page (docs/behaviour.md#connecting), one connector a wallet by its name, in this order:
 * sats-connect providers (`window.btc_providers`), Wallet Standard wallets with a `bitcoin:` chain and `bitcoin:connect`,
 * and a Unisat-style `window.unisat`. Nothing is asked of a wallet here, so none can hold discovery up. Wallets that
 * inject themselves after the modal looked are found when the page has loaded, and Wallet Standard ones whenever they
 * register, until the returned function is called.
 */
export function discoverBitcoinConnectors(
  found: (connectors: DiscoveredConnector<BitcoinProvider>[]) => void,
  onInvalid: (reason: string) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const reportedIds = new Set<string>();
  const reportedNames = new Set<string>();
  const report = (candidates: readonly DiscoveredConnector<BitcoinProvider>[]) => {
    const fresh = candidates.filter(({ connector: { id, name } }) => {
      const key = name.trim().toLowerCase();
      if (reportedIds.has(id) || reportedNames.has(key)) return false;
      reportedIds.add(id);
      reportedNames.add(key);
      return true;
    });
    if (fresh.length > 0) found(fresh);
  };
  const reportWalletStandard = (registered: readonly Wallet[]) => {
    const connectors: DiscoveredConnector<BitcoinProvider>[] = [];
    for (const wallet of registered) {
      const outcome = walletStandardConnector(wallet);
      if (outcome === 'malformed') onInvalid('A Wallet Standard wallet without a valid name, icon, chains and bitcoin:connect was ignored');
      else if (outcome !== 'otherChains') connectors.push(outcome);
    }
    report(connectors);
  };
  const reportInjected = () => {
    report(satsConnectConnectors(onInvalid));
    report(unisatConnectors(onInvalid));
  };

  const wallets = getWallets();
  report(satsConnectConnectors(onInvalid));
  reportWalletStandard(wallets.get());
  report(unisatConnectors(onInvalid));
  const stopRegistrations = wallets.on('register', (...registered) => reportWalletStandard(registered));
  const loaded = document.readyState === 'complete';
  if (!loaded) window.addEventListener('load', reportInjected, { once: true });
  return () => {
    stopRegistrations();
    if (!loaded) window.removeEventListener('load', reportInjected);
  };
}
