import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { StandardConnect } from '@wallet-standard/features';
import type { ChainConnector } from '../../model/connector';
import { anyValue, recordOf } from '../../utils/schemas';
import { z } from '../../utils/zod';
import { safeWalletImage, walletIconSchema, walletNameSchema } from '../announcedWallet';
import type { DiscoveredConnector } from '../types';

/** A Wallet Standard registration as far as discovery reads it: untrusted page input, anything off-shape is ignored. */
const registrationSchema = z.object({
  name: walletNameSchema(),
  icon: walletIconSchema(),
  chains: z.array(z.string()),
  features: recordOf(anyValue),
});

const servesSolana = (chains: readonly string[]) => chains.some((chain) => chain.startsWith('solana:'));

/**
 * The id a Wallet Standard wallet's connector has: from its name, the one thing it tells of itself that outlives a
 * reload, in the plain characters a stored id may have (`Dev Wallet` is `wallet-standard:dev-wallet`).
 */
const connectorIdOf = (name: string) =>
  `wallet-standard:${name
    .toLowerCase()
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;

/**
 * The connector of a registered wallet, or a reason it is not one: a wallet of other chains is no Solana wallet
 * (nothing to report); a Solana wallet without a usable name or `standard:connect` is malformed.
 */
function toConnector(wallet: Wallet): DiscoveredConnector<Wallet> | { ignored: 'otherChains' | 'malformed' } {
  const registration = registrationSchema.safeParse(wallet);
  if (!registration.success)
    return { ignored: Array.isArray(wallet?.chains) && !servesSolana(wallet.chains) ? 'otherChains' : 'malformed' };
  const { name, icon, chains, features } = registration.data;
  if (!servesSolana(chains)) return { ignored: 'otherChains' };
  if (typeof (features[StandardConnect] as { connect?: unknown } | undefined)?.connect !== 'function') return { ignored: 'malformed' };
  const connector: ChainConnector = {
    id: connectorIdOf(name),
    name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: safeWalletImage(icon),
    installed: true,
  };
  return { connector, getProvider: async () => wallet };
}

/**
 * The Solana wallets of the page (docs/behaviour.md#connecting): Wallet Standard registrations with a `solana:` chain and
 * `standard:connect`, those made before the modal looked and those made after, until the returned function is called.
 */
export function discoverSolanaConnectors(
  found: (connectors: DiscoveredConnector<Wallet>[]) => void,
  onInvalid: (reason: string) => void,
): () => void {
  // Without a window (server rendering) the Wallet Standard registry simply has no wallets.
  const wallets = getWallets();
  const report = (registered: readonly Wallet[]) => {
    const connectors: DiscoveredConnector<Wallet>[] = [];
    for (const wallet of registered) {
      const outcome = toConnector(wallet);
      if ('connector' in outcome) connectors.push(outcome);
      else if (outcome.ignored === 'malformed')
        onInvalid('A Wallet Standard wallet without a valid name, icon, chains and standard:connect was ignored');
    }
    if (connectors.length > 0) found(connectors);
  };
  const stop = wallets.on('register', (...registered) => report(registered));
  report(wallets.get());
  return stop;
}
