import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { walletLinkHref } from '../adapters/walletConnect/walletLinks';
import { walletNotice } from '../adapters/walletRequestError';
import { Tabs } from '../components/Tabs/Tabs';
import { resolveConfig } from '../config/config';
import { mainnet } from '../config/networks';
import { LocaleContext } from '../i18n/context';
import { errorsMessages } from '../i18n/english/errors';
import { modalMessages } from '../i18n/english/modal';
import { loadMessages } from '../i18n/loadMessages';
import type { Notice } from '../i18n/notice';
import { useMessages } from '../i18n/useMessages';
import { toastRequested } from '../store/slices/alertsSlice';
import { openModal, viewPushed, wentBack } from '../store/slices/modalSlice';
import { localeChanged } from '../store/slices/optionsSlice';
import { connectTestAccount } from '../test/connect';
import { chainWithBalance } from '../test/fakeAdapter';
import { serveMockApi } from '../test/mockApi';
import { renderWithProviders } from '../test/render';
import { testConfig } from '../test/store';

serveMockApi();

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the locale', () => {
  it('localeChanged re-renders the open view, the Connect button and the dialog title in the new language', async () => {
    const { scoped } = renderWithProviders();
    act(() => void scoped.dispatch(openModal()));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(within(dialog).getByRole('button', { name: 'Continue with email' })).toBeInTheDocument();

    act(() => void scoped.dispatch(localeChanged('de')));
    expect(await screen.findByRole('dialog', { name: 'Wallet verbinden' })).toBe(dialog);
    expect(scoped.getState().options.locale).toBe('de');
    expect(within(dialog).getByRole('button', { name: 'Mit E-Mail fortfahren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Mit einem Social-Konto fortfahren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button')).toHaveTextContent('Wallet verbinden');
    expect(dialog).toHaveAttribute('lang', 'de');

    act(() => void scoped.dispatch(localeChanged('en-GB')));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog);
    expect(within(screen.getByRole('banner')).getByRole('button')).toHaveTextContent('Connect Wallet');
  });

  it('a view of its own chunk shows its texts as it opens, in English and in the active locale, and follows a change of locale while open', async () => {
    const { scoped } = renderWithProviders();
    act(() => void scoped.dispatch(openModal()));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    act(() => void scoped.dispatch(viewPushed({ view: 'WhatIsAWallet' })));
    expect(await within(dialog).findByRole('heading', { name: 'A home for your digital assets' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Get a wallet' })).toBeInTheDocument();

    act(() => void scoped.dispatch(localeChanged('de')));
    expect(await within(dialog).findByRole('heading', { name: 'Ein Zuhause für deine digitalen Werte' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wallet holen' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Was ist eine Wallet?' })).toBe(dialog);

    // Another view's chunk, first opened in German.
    act(() => {
      scoped.dispatch(wentBack());
      scoped.dispatch(viewPushed({ view: 'Networks' }));
    });
    expect(await within(dialog).findByRole('list', { name: 'EVM-Netzwerke' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Netzwerk wählen' })).toBe(dialog);
  });

  it('comes from the locale option, else the page’s <html lang>, else the browser’s language, else English', () => {
    document.documentElement.lang = 'ja-JP';
    expect(resolveConfig({ networks: [mainnet], locale: 'pt-BR' }).options.locale).toBe('pt-BR');
    expect(resolveConfig({ networks: [mainnet], locale: 'it' }).options.locale).toBe('ja');
    expect(resolveConfig({ networks: [mainnet] }).options.locale).toBe('ja');
    document.documentElement.lang = 'it';
    // jsdom's navigator speaks en-US.
    expect(resolveConfig({ networks: [mainnet] }).options.locale).toBe('en');
  });

  it('refuses a locale that is not a language tag, in the config and in localeChanged', () => {
    expect(() => resolveConfig({ networks: [mainnet], locale: 'not a tag' })).toThrow(
      'Invalid wallet modal configuration: locale: Expected a BCP 47 language tag such as "de" or "pt-BR"',
    );
    expect(() => localeChanged('not a tag')).toThrow('localeChanged: "not a tag" is not a BCP 47 language tag');
  });

  it('shows a toast the state carries as a catalogue key in the active locale', async () => {
    const { scoped } = renderWithProviders({ config: { ...testConfig, locale: 'fr' } });
    act(() => void scoped.dispatch(openModal()));
    const dialog = await screen.findByRole('dialog', { name: 'Connecter un portefeuille' });
    act(() => void scoped.dispatch(toastRequested('error', { key: 'error.failedToFetchTransactions' })));
    // An error's words arrive with the errors' texts, fetched with the first error shown.
    await within(within(dialog).getByRole('status')).findByText('Impossible de récupérer les transactions');
    expect(scoped.getState().alerts.toast?.notice).toEqual({ key: 'error.failedToFetchTransactions' });
  });

  it('fills a notice’s values in the active locale, and shows a wallet’s own words as they are', async () => {
    const messages = await loadMessages('de');
    const wrapper = ({ children }: { children: ReactNode }) => <LocaleContext value={{ locale: 'de', messages }}>{children}</LocaleContext>;
    const { result } = renderHook(() => useMessages({ ...modalMessages, ...errorsMessages }), { wrapper });
    const show = (notice: Notice) => result.current.t(notice.key, notice.values);
    expect(show({ key: 'error.insufficientFunds', values: { symbol: 'USDC' } })).toBe('Unzureichendes USDC-Guthaben');
    const refused = walletLinkHref('javascript:alert(1)', 'wc:1@2');
    expect(!refused.ok && show(refused.reason)).toBe('Der Link dieser Wallet wurde nicht geöffnet: javascript:-Links sind nicht erlaubt.');
    const rejection = walletNotice(Object.assign(new Error('User rejected the request.'), { code: 4001 }), { key: 'notice.switchFailed' });
    expect(show(rejection)).toBe('Antwort: User rejected the request.');
  });

  it('shows balances and amounts with the locale’s separators', async () => {
    const { scoped } = renderWithProviders({
      config: { ...testConfig, locale: 'de' },
      environment: { adapters: [chainWithBalance('10000.5')] },
    });
    act(() => connectTestAccount(scoped));
    expect(await screen.findByText('10.000,500 ETH')).toBeInTheDocument();
  });
});

describe('right-to-left locales', () => {
  it.each(['ar', 'he'] as const)('mirror the dialog in %s and keep the QR code left to right', async (locale) => {
    const messages = await loadMessages(locale);
    const { scoped } = renderWithProviders({ config: { ...testConfig, locale } });
    act(() => void scoped.dispatch(openModal()));
    const dialog = await screen.findByRole('dialog', { name: messages['view.connect'] });
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(getComputedStyle(dialog).direction).toBe('rtl');
    expect(within(screen.getByRole('banner')).getByRole('button').closest('[dir]')).toHaveAttribute('dir', 'rtl');

    act(() => connectTestAccount(scoped));
    act(() => void scoped.dispatch(openModal({ view: 'WalletReceive' })));
    const qrCode = await within(dialog).findByRole('img', { name: /0xf39F/i });
    expect(qrCode.closest('[dir]')).toHaveAttribute('dir', 'ltr');

    act(() => void scoped.dispatch(localeChanged('en')));
    expect(dialog).toHaveAttribute('dir', 'ltr');
    expect(getComputedStyle(dialog).direction).toBe('ltr');
  });

  it('move tabs with the arrow that points the way the text reads', () => {
    const selected: number[] = [];
    render(
      <LocaleContext value={{ locale: 'ar', messages: {} }}>
        <Tabs label="Account" tabs={['A', 'B', 'C']} selected={0} onSelect={(index) => selected.push(index)}>
          panel
        </Tabs>
      </LocaleContext>,
    );
    const [first] = screen.getAllByRole('tab');
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowLeft' });
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowRight' });
    expect(selected).toEqual([1, 2]);
  });
});
