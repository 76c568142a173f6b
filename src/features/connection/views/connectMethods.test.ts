import { DEFAULT_SOCIALS } from '../../../constants';
import { type ChainConnector, mergeConnectorsByName } from '../../../model/connector';
import { DESKTOP } from '../../../utils/platform';
import { connectMethodOrder, hasInstalledWallet, visibleSocials, walletsCollapsed } from './connectMethods';

const on = { emailEnabled: true, socialsEnabled: true, configured: undefined };

describe('connect-method order', () => {
  it('is email, social, wallet by default', () => {
    expect(connectMethodOrder({ ...on, hasInjectedWallet: false })).toEqual(['email', 'social', 'wallet']);
  });
  it('puts the wallet first when an injected wallet exists', () => {
    expect(connectMethodOrder({ ...on, hasInjectedWallet: true })).toEqual(['wallet', 'email', 'social']);
  });
  it("follows the host's connectMethodsOrder", () => {
    expect(connectMethodOrder({ ...on, configured: ['social', 'wallet', 'email'], hasInjectedWallet: true })).toEqual([
      'social',
      'wallet',
      'email',
    ]);
  });
  it('leaves out switched-off methods', () => {
    expect(connectMethodOrder({ configured: undefined, emailEnabled: false, socialsEnabled: false, hasInjectedWallet: false })).toEqual([
      'wallet',
    ]);
  });
});

describe('an installed wallet, which puts the wallet first', () => {
  const evm: ChainConnector = { id: 'io.dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', installed: true };
  const solana: ChainConnector = {
    id: 'wallet-standard:dev-wallet',
    name: 'Dev Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
    installed: true,
  };
  const walletConnect: ChainConnector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' };

  it('is an injected or announced wallet whose provider is on the page', () => {
    expect(hasInstalledWallet(mergeConnectorsByName([walletConnect, evm]))).toBe(true);
    expect(hasInstalledWallet(mergeConnectorsByName([walletConnect, { ...evm, installed: false }]))).toBe(false);
    expect(hasInstalledWallet(mergeConnectorsByName([walletConnect]))).toBe(false);
  });

  it('is one merged across families into a multi-chain entry too (a wallet on EVM and Solana)', () => {
    const merged = mergeConnectorsByName([walletConnect, evm, solana]);
    expect(merged.map((connector) => connector.type)).toEqual(['WALLET_CONNECT', 'MULTI_CHAIN']);
    expect(hasInstalledWallet(merged)).toBe(true);
    expect(connectMethodOrder({ ...on, hasInjectedWallet: hasInstalledWallet(merged) })).toEqual(['wallet', 'email', 'social']);
  });

  it('is not a multi-chain entry of wallets that are not on the page', () => {
    const external: ChainConnector = { id: 'ext', name: 'Far Wallet', type: 'EXTERNAL', chain: 'eip155', installed: true };
    const merged = mergeConnectorsByName([external, { ...external, id: 'ext-sol', chain: 'solana' }]);
    expect(merged[0]?.type).toBe('MULTI_CHAIN');
    expect(hasInstalledWallet(merged)).toBe(false);
  });
});

describe('wallets behind "Continue with a wallet"', () => {
  const shown = { collapseWallets: false, emailShowWallets: true };
  it('stay in view by default', () => {
    expect(walletsCollapsed({ ...shown, methods: ['email', 'social', 'wallet'] })).toBe(false);
  });
  it('collapse with collapseWallets behind e-mail or socials, but not when only wallets are left', () => {
    expect(walletsCollapsed({ ...shown, collapseWallets: true, methods: ['social', 'wallet'] })).toBe(true);
    expect(walletsCollapsed({ ...shown, collapseWallets: true, methods: ['email', 'wallet'] })).toBe(true);
    expect(walletsCollapsed({ ...shown, collapseWallets: true, methods: ['wallet'] })).toBe(false);
  });
  it('collapse with emailShowWallets off only while the e-mail field is shown', () => {
    expect(walletsCollapsed({ ...shown, emailShowWallets: false, methods: ['email', 'wallet'] })).toBe(true);
    expect(walletsCollapsed({ ...shown, emailShowWallets: false, methods: ['social', 'wallet'] })).toBe(false);
  });
});

describe('social buttons on Telegram', () => {
  const telegram = (os: 'ios' | 'android' | 'macos' | 'windows') => ({
    isMobile: os !== 'macos' && os !== 'windows',
    isTelegram: true,
    os,
  });
  it('shows every configured social outside Telegram', () => {
    expect(visibleSocials(DEFAULT_SOCIALS, { ...DESKTOP, os: 'ios' })).toEqual([...DEFAULT_SOCIALS]);
  });
  it.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['windows', [...DEFAULT_SOCIALS]],
  ] as const)('on %s removes the socials that system drops', (os, expected) => {
    expect(visibleSocials(DEFAULT_SOCIALS, telegram(os))).toEqual(expected);
  });
  it('shows none when socials are off', () => {
    expect(visibleSocials(false, DESKTOP)).toEqual([]);
  });
});
