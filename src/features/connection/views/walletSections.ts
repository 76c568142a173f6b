import type { WalletModalOptions } from '../../../config/config';
import type { ConnectorTypeOrderItem } from '../../../constants';
import type { Connector } from '../../../model/connector';
import type { Platform } from '../../../utils/platform';
import type { WalletListEntry } from '../../wallets/parts';

/** One row of the Connect screen's wallet list. */
export interface WalletItem {
  /** Unique across the whole list. */
  key: string;
  name: string;
  section: ConnectorTypeOrderItem;
  /** A connector of the page (injected, announced, external, WalletConnect)… */
  connectorId?: string;
  /** …or a catalogue wallet, reached through WalletConnect. */
  walletId?: string;
  imageId?: string;
  imageUrl?: string;
  rdns?: string;
}

export interface WalletSection {
  section: ConnectorTypeOrderItem;
  items: WalletItem[];
}

const normal = (value: string | null | undefined) => value?.trim().toLowerCase() || undefined;

/** Connectors excluded by rdns or by name, case-insensitive (docs/behaviour.md#connecting). */
function isExcluded(candidate: { name: string; rdns?: string | null }, excluded: readonly string[]): boolean {
  const names = new Set(excluded.map((entry) => entry.toLowerCase()));
  return names.has(candidate.name.toLowerCase()) || (candidate.rdns ? names.has(candidate.rdns.toLowerCase()) : false);
}

/** The generic browser wallet is hidden on mobile when it has neither an rdns nor an installed provider. */
function isHiddenGenericWallet(connector: Connector, platform: Platform): boolean {
  return platform.isMobile && connector.type === 'INJECTED' && !connector.info?.rdns && !connector.installed;
}

/** The page's connectors the user may see: not excluded, not a hidden generic wallet. */
export function visibleConnectors(
  connectors: readonly Connector[],
  options: Pick<WalletModalOptions, 'excludeConnectors' | 'platform'>,
): Connector[] {
  return connectors.filter(
    (connector) =>
      !isExcluded({ name: connector.name, rdns: connector.info?.rdns }, options.excludeConnectors) &&
      !isHiddenGenericWallet(connector, options.platform),
  );
}

const fromConnector = (connector: Connector, section: ConnectorTypeOrderItem): WalletItem => ({
  key: `connector:${connector.id}`,
  name: connector.name,
  section,
  connectorId: connector.id,
  imageId: connector.imageId,
  imageUrl: connector.imageUrl,
  rdns: connector.info?.rdns,
});

const fromCatalogue = (wallet: WalletListEntry, section: ConnectorTypeOrderItem): WalletItem => ({
  key: `wallet:${wallet.id}`,
  name: wallet.name,
  section,
  walletId: wallet.id,
  imageId: wallet.image_id ?? undefined,
  rdns: wallet.rdns ?? undefined,
});

export interface WalletSectionsInput {
  options: Pick<WalletModalOptions, 'features' | 'excludeConnectors' | 'customWallets' | 'platform'>;
  connectors: readonly Connector[];
  recent: readonly WalletListEntry[];
  featured: readonly WalletListEntry[];
  recommended: readonly WalletListEntry[];
}

/**
 * The wallet list in `connectorTypeOrder` sections (docs/behaviour.md#connecting). A wallet shows once, in the first
 * section that has it (matched by id, rdns or name), so an installed wallet is not offered again as
 * featured or recommended.
 */
export function walletSections({ options, connectors, recent, featured, recommended }: WalletSectionsInput): WalletSection[] {
  const visible = visibleConnectors(connectors, options);
  // A connector without an image of its own (a wallet's SDK) shows its catalogue listing's logo.
  const catalogueImages = new Map([...recent, ...featured, ...recommended].map((wallet) => [wallet.id, wallet.image_id ?? undefined]));
  const connectorItem = (connector: Connector, section: ConnectorTypeOrderItem): WalletItem => ({
    ...fromConnector(connector, section),
    imageId: connector.imageId ?? (connector.explorerId ? catalogueImages.get(connector.explorerId) : undefined),
  });
  // A catalogue wallet the page has a connector for (its extension, or its SDK) is reached through that connector.
  const connectorOf = (wallet: WalletListEntry) =>
    visible.find(
      (connector) =>
        connector.explorerId === wallet.id ||
        (wallet.rdns && normal(connector.info?.rdns) === normal(wallet.rdns)) ||
        normal(connector.name) === normal(wallet.name),
    );
  const catalogue = (wallets: readonly WalletListEntry[], section: ConnectorTypeOrderItem) =>
    wallets
      .filter((wallet) => !isExcluded(wallet, options.excludeConnectors))
      .map((wallet) => {
        const connector = connectorOf(wallet);
        return connector
          ? { ...connectorItem(connector, section), imageId: connectorItem(connector, section).imageId ?? wallet.image_id ?? undefined }
          : fromCatalogue(wallet, section);
      });
  const candidates: Record<ConnectorTypeOrderItem, WalletItem[]> = {
    walletConnect: visible.filter((c) => c.type === 'WALLET_CONNECT').map((c) => connectorItem(c, 'walletConnect')),
    recent: catalogue(recent, 'recent'),
    injected: visible
      .filter((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED' || c.type === 'MULTI_CHAIN')
      .map((c) => connectorItem(c, 'injected')),
    featured: catalogue(featured, 'featured'),
    custom: options.customWallets
      .filter((wallet) => !isExcluded(wallet, options.excludeConnectors))
      .map((wallet) => ({
        key: `custom:${wallet.id}`,
        name: wallet.name,
        section: 'custom' as const,
        walletId: wallet.id,
        imageUrl: wallet.image_url,
        rdns: wallet.rdns,
      })),
    external: visible.filter((c) => c.type === 'EXTERNAL').map((c) => connectorItem(c, 'external')),
    recommended: catalogue(recommended, 'recommended'),
  };

  const seen = new Set<string>();
  const identities = (item: WalletItem) =>
    [item.walletId && `id:${item.walletId}`, item.rdns && `rdns:${normal(item.rdns)}`, `name:${normal(item.name)}`].filter(
      Boolean,
    ) as string[];
  return options.features.connectorTypeOrder.flatMap((section) => {
    const items = candidates[section].filter((item) => {
      const keys = identities(item);
      if (keys.some((key) => seen.has(key))) return false;
      for (const key of keys) seen.add(key);
      return true;
    });
    return items.length ? [{ section, items }] : [];
  });
}
