import { resolveConfig } from '../../../config/config';
import { mainnet } from '../../../config/networks';
import type { Connector } from '../../../model/connector';
import { DESKTOP, type Platform } from '../../../utils/platform';
import type { WalletListEntry } from '../../wallets/walletsApi';
import { walletSections } from './walletSections';

const wallet = (id: string, name: string, rdns: string | null = null): WalletListEntry => ({ id, name, rdns, image_id: `img-${id}` });
const connector = (id: string, name: string, type: Connector['type'], rdns?: string, installed = true): Connector => ({
  id,
  name,
  type,
  chain: 'eip155',
  installed,
  ...(rdns ? { info: { rdns } } : {}),
});

function sections(
  overrides: {
    config?: object;
    platform?: Platform;
    connectors?: Connector[];
    recent?: WalletListEntry[];
    featured?: WalletListEntry[];
    recommended?: WalletListEntry[];
  } = {},
) {
  const options = {
    ...resolveConfig({ projectId: 'p', networks: [mainnet], ...overrides.config }).options,
    platform: overrides.platform ?? DESKTOP,
  };
  return walletSections({
    options,
    connectors: overrides.connectors ?? [
      connector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
      connector('io.metamask', 'MetaMask', 'ANNOUNCED', 'io.metamask'),
      connector('coinbaseWallet', 'Coinbase Wallet', 'EXTERNAL', 'com.coinbase.wallet'),
    ],
    recent: overrides.recent ?? [wallet('rainbow', 'Rainbow', 'me.rainbow')],
    featured: overrides.featured ?? [wallet('trust', 'Trust Wallet', 'com.trustwallet.app'), wallet('mm', 'MetaMask', 'io.metamask')],
    recommended: overrides.recommended ?? [
      wallet('ledger', 'Ledger Live'),
      wallet('rainbow', 'Rainbow', 'me.rainbow'),
      wallet('cb', 'Coinbase Wallet', 'com.coinbase.wallet'),
    ],
  }).map(({ section, items }) => [section, items.map((item) => item.name)]);
}

describe('wallet list sections (connectorTypeOrder)', () => {
  it('follows the default order and shows each wallet once', () => {
    expect(sections()).toEqual([
      ['walletConnect', ['WalletConnect']],
      ['recent', ['Rainbow']],
      ['injected', ['MetaMask']],
      ['featured', ['Trust Wallet']],
      ['external', ['Coinbase Wallet']],
      ['recommended', ['Ledger Live']],
    ]);
  });

  it("follows the host's connectorTypeOrder", () => {
    expect(sections({ config: { features: { connectorTypeOrder: ['recommended', 'injected'] } } })).toEqual([
      ['recommended', ['Ledger Live', 'Rainbow', 'Coinbase Wallet']],
      ['injected', ['MetaMask']],
    ]);
  });

  it('hides connectors excluded by rdns or name, case-insensitively', () => {
    const result = sections({ config: { excludeConnectors: ['IO.METAMASK', 'ledger live'] } });
    expect(result.flatMap(([, names]) => names)).not.toContain('MetaMask');
    expect(result.flatMap(([, names]) => names)).not.toContain('Ledger Live');
  });

  it('hides the generic browser wallet on mobile without rdns or installed provider', () => {
    const generic = connector('injected', 'Browser Wallet', 'INJECTED', undefined, false);
    const mobile: Platform = { isMobile: true, isTelegram: false, os: 'android' };
    expect(sections({ connectors: [generic], platform: mobile, recent: [], featured: [], recommended: [] })).toEqual([]);
    expect(sections({ connectors: [generic], platform: DESKTOP, recent: [], featured: [], recommended: [] })).toEqual([
      ['injected', ['Browser Wallet']],
    ]);
    const installed = { ...generic, installed: true };
    expect(sections({ connectors: [installed], platform: mobile, recent: [], featured: [], recommended: [] })).toEqual([
      ['injected', ['Browser Wallet']],
    ]);
  });

  it('lists custom wallets from the config', () => {
    const result = sections({ config: { customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mine://' }] } });
    expect(result).toContainEqual(['custom', ['My Wallet']]);
  });
});
