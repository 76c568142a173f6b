import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../../mocks/node.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../adapters/walletConnect/connector';
import { PAIRING_LIFETIME_MS } from '../../../adapters/walletConnect/pairingLifetime';
import { STORAGE_KEYS } from '../../../constants';
import { disconnectRequested } from '../../../store/slices/connectionSlice';
import { modalClosed, openModal, viewPushed } from '../../../store/slices/modalSlice';
import { ACCOUNT_DATA } from '../../../test/accountAnswers';
import { createFakeEvmAdapter } from '../../../test/fakeAdapter';
import { serveMockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/render';
import { effectsLanded, waitForState } from '../../../test/store';
import { createFakeWalletConnect } from '../../../test/walletConnect';
import type { Platform } from '../../../utils/platform';
import { PAIRING_EXPIRY_MARGIN_MS } from '../pairingEffects';

const mockApi = serveMockApi();

const PHONE: Platform = { isMobile: true, isTelegram: false, os: 'ios' };
const RAINBOW = {
  id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  name: 'Rainbow',
  image_id: 'rainbow',
  mobile_link: 'rainbow://',
  desktop_link: 'https://rainbow.me/desktop',
  webapp_link: 'https://rainbow.me/app',
};

/** The catalogue answering with `entry` for any page (as the wallet-list API would for `include=<id>`). */
function catalogueWith(entry: Record<string, unknown>) {
  server.use(http.get('*/getWallets', () => HttpResponse.json({ count: 1, data: [entry] })));
}

function setup({ platform, walletId }: { platform?: Platform; walletId?: string } = {}) {
  const phone = createFakeWalletConnect();
  const opened: { href: string; target: string }[] = [];
  const rendered = renderWithProviders({
    environment: {
      walletConnect: phone.service,
      openUrl: (href, target) => opened.push({ href, target }),
      ...(platform && { platform }),
    },
  });
  act(
    () =>
      void rendered.scoped.dispatch(
        openModal({ view: 'ConnectingWalletConnect', data: walletId ? { walletId, name: RAINBOW.name } : undefined }),
      ),
  );
  return { ...rendered, phone, opened };
}

async function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name });
}

describe('ConnectingWalletConnect', () => {
  it('shows the pairing URI as a QR code and copies the same link', async () => {
    const { phone, user } = setup();
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => copied.push(text) } });
    const dialog = await dialogNamed('WalletConnect');
    expect(await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual([phone.uris[0]]);
  });

  it('connects when the phone approves, as a QR-code connection', async () => {
    const { phone, scoped } = setup();
    await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined && state.connection.pairing.uri === phone.uris[0]);
    act(() => phone.approve());
    const state = await waitForState(scoped, (current) => !current.modal.open);
    expect(state.connection.status).toBe('connected');
    expect(state.connection.pairing).toMatchObject({ connectedVia: 'qrcode', uri: undefined });
  });

  it('the host button says Connecting… only while the attempt is shown; the pairing still completes after the modal is closed', async () => {
    const { phone, scoped, user } = setup();
    await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined);
    expect(screen.getByRole('button', { name: 'Connecting…' })).toHaveAttribute('aria-busy', 'true');
    act(() => void scoped.dispatch(modalClosed()));
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveAttribute('aria-busy', 'false');

    // Back from the QR code to the wallet list: no connect is shown there either.
    act(() => {
      scoped.dispatch(openModal());
      scoped.dispatch(viewPushed({ view: 'ConnectingWalletConnect' }));
    });
    expect(await screen.findByRole('button', { name: 'Connecting…' })).toBeInTheDocument();
    await user.click(within(await dialogNamed('WalletConnect')).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();

    // The phone scanned the code before the modal closed: its approval still connects.
    act(() => phone.approve());
    expect(await screen.findByRole('button', { name: /bob\.reown\.id/ })).toBeInTheDocument();
  });

  it('shows the refusal and pairs again with a fresh URI on Try again', async () => {
    const { phone, scoped, user } = setup();
    await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined);
    act(() => phone.reject());
    const dialog = await dialogNamed('WalletConnect');
    expect(await within(dialog).findByText('Connection declined')).toBeInTheDocument();
    expect(within(dialog).getByText('User rejected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined && state.connection.pairing.uri === phone.uris[1]);
    expect(await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })).toBeInTheDocument();
  });

  it("says 'WalletConnectConnector not found' when no chain family of the host's takes part in WalletConnect", async () => {
    const { scoped } = renderWithProviders({ environment: { adapters: [createFakeEvmAdapter()] } });
    act(() => void scoped.dispatch(openModal({ view: 'ConnectingWalletConnect' })));
    const dialog = await dialogNamed('WalletConnect');
    expect(await within(dialog).findByText('Connection declined')).toBeInTheDocument();
    expect(within(dialog).getByText('WalletConnectConnector not found')).toBeInTheDocument();
    expect(scoped.getState().connection).toMatchObject({ status: 'disconnected', error: { key: 'error.walletConnectConnectorNotFound' } });
  });

  describe('pairing expiry (about 4 minutes, 10 s or less left counts as expired)', () => {
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    });
    afterEach(() => {
      jest.useRealTimers();
    });
    const almostExpired = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS;

    it('replaces an expiring URI with a fresh one while the view is open, and the fresh one still connects', async () => {
      const page = setup();
      const { phone, scoped } = page;
      await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined && state.connection.pairing.uri === phone.uris[0]);
      await act(() => jest.advanceTimersByTimeAsync(almostExpired - 1_000));
      expect(scoped.getState().connection.pairing.uri).toBe(phone.uris[0]);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined && state.connection.pairing.uri === phone.uris[1]);
      expect(scoped.getState().connection).toMatchObject({ status: 'connecting', error: undefined });
      act(() => phone.approve());
      // Connected, and the page shows the account: the modal closed, its balance, tokens and profile read.
      await waitForState(scoped, (state) => state.connection.status === 'connected' && !state.modal.open);
      // With fake timers the page's frames pass only as the test lets time pass, which waitFor does.
      await waitFor(() => expect(effectsLanded(page, ...ACCOUNT_DATA)).toBe(true));
    });

    it('lets the URI lapse without a new one once the modal is closed', async () => {
      const { phone, scoped } = setup();
      await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined && state.connection.pairing.uri === phone.uris[0]);
      act(() => void scoped.dispatch(modalClosed()));
      await act(() => jest.advanceTimersByTimeAsync(almostExpired));
      expect(scoped.getState().connection).toMatchObject({ status: 'disconnected', error: undefined });
      expect(scoped.getState().connection.pairing.uri).toBeUndefined();
      expect(phone.uris).toHaveLength(1);
    });
  });

  describe('a wallet picked from the catalogue', () => {
    it('on a phone, opens the wallet app with the URI and records a mobile connection, its deep link and the recent wallet', async () => {
      catalogueWith(RAINBOW);
      const { phone, scoped, opened, storage } = setup({ platform: PHONE, walletId: RAINBOW.id });
      await waitForState(scoped, (state) => state.connection.pairing.linking !== undefined);
      expect(opened).toEqual([{ href: `rainbow://wc?uri=${encodeURIComponent(phone.uris[0] as string)}`, target: '_self' }]);
      const dialog = await dialogNamed('Rainbow');
      expect(within(dialog).getByText('Continue in Rainbow')).toBeInTheDocument();
      expect(within(dialog).queryByRole('img', { name: 'Rainbow QR code' })).toBeNull();
      act(() => phone.approve());
      const state = await waitForState(scoped, (current) => current.connection.recentWalletIds.length > 0);
      expect(state.connection.pairing.connectedVia).toBe('mobile');
      expect(state.connection.recentWalletIds).toEqual([RAINBOW.id]);
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.walletConnectDeepLink) ?? 'null')).toEqual({ name: 'Rainbow', href: 'rainbow://' });

      // The wallet's disconnect resets the pairing, stored deep link included.
      act(() => void scoped.dispatch(disconnectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID })));
      await waitForState(scoped, (current) => current.connection.status === 'disconnected');
      expect(scoped.getState().connection.pairing.linking).toBeUndefined();
      expect(storage.getItem(STORAGE_KEYS.walletConnectDeepLink)).toBeNull();
    });

    it('on a desktop, shows the QR code with the wallet in the middle and opens its desktop and web apps', async () => {
      catalogueWith(RAINBOW);
      const { phone, user, opened } = setup({ walletId: RAINBOW.id });
      const dialog = await dialogNamed('Rainbow');
      expect(await within(dialog).findByRole('img', { name: 'Rainbow QR code' })).toBeInTheDocument();
      const encoded = encodeURIComponent(phone.uris[0] as string);
      await user.click(within(dialog).getByRole('button', { name: 'Open Rainbow' }));
      await user.click(within(dialog).getByRole('button', { name: 'Open web app' }));
      expect(opened).toEqual([
        { href: `https://rainbow.me/desktop/wc?uri=${encoded}`, target: '_self' },
        { href: `https://rainbow.me/app/wc?uri=${encoded}`, target: '_blank' },
      ]);
    });

    it.each([
      ['javascript:alert(document.cookie)', 'javascript: links are not allowed'],
      ['data:text/html,<script>alert(1)</script>', 'data: links are not allowed'],
      ['vbscript:msgbox(1)', 'vbscript: links are not allowed'],
      ['file:///etc/passwd', 'file: links are not allowed'],
      ['not a link', 'it is malformed'],
    ])('refuses to open %s, says so, and still offers the QR code', async (link, why) => {
      catalogueWith({ ...RAINBOW, mobile_link: link, desktop_link: link, webapp_link: null });
      const { user, opened } = setup({ walletId: RAINBOW.id });
      const dialog = await dialogNamed('Rainbow');
      await within(dialog).findByRole('img', { name: 'Rainbow QR code' });
      await user.click(within(dialog).getByRole('button', { name: 'Open Rainbow' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(`This wallet's link was not opened: ${why}.`);
      expect(opened).toEqual([]);
    });

    it('refuses a hostile mobile link on a phone before anything opens', async () => {
      catalogueWith({ ...RAINBOW, mobile_link: 'javascript:alert(1)' });
      const { scoped, opened } = setup({ platform: PHONE, walletId: RAINBOW.id });
      await waitForState(scoped, (state) => state.connection.pairing.linkError !== undefined);
      expect(await screen.findByRole('alert')).toHaveTextContent("This wallet's link was not opened: javascript: links are not allowed.");
      expect(opened).toEqual([]);
    });
  });
});

describe('ConnectingWalletConnectBasic (WalletConnect on a phone)', () => {
  it('pairs at once and lists wallet apps, recent first; picking one opens it with the same URI', async () => {
    catalogueWith(RAINBOW);
    const phone = createFakeWalletConnect();
    const opened: { href: string; target: string }[] = [];
    const { scoped, user } = renderWithProviders({
      environment: {
        walletConnect: phone.service,
        openUrl: (href, target) => opened.push({ href, target }),
        platform: PHONE,
      },
    });
    act(() => void scoped.dispatch(openModal({ view: 'Connect' })));
    await user.click(await within(await dialogNamed('Connect Wallet')).findByRole('button', { name: /WalletConnect/ }));
    const basic = await dialogNamed('WalletConnect');
    await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined);
    await user.click(await within(basic).findByRole('button', { name: /Rainbow/ }));
    await waitForState(scoped, (state) => state.connection.pairing.linking !== undefined);
    expect(opened).toEqual([{ href: `rainbow://wc?uri=${encodeURIComponent(phone.uris[0] as string)}`, target: '_self' }]);
    expect(phone.uris).toHaveLength(1);
  });

  it('says when the wallet list cannot load, and lists the wallet apps on Retry', async () => {
    mockApi.state.scenario.errors.wallets = { status: 503 };
    const phone = createFakeWalletConnect();
    const { scoped, user } = renderWithProviders({
      environment: { walletConnect: phone.service, platform: PHONE },
    });
    act(() => void scoped.dispatch(openModal({ view: 'ConnectingWalletConnectBasic' })));
    const basic = await dialogNamed('WalletConnect');
    expect(await within(basic).findByRole('alert')).toHaveTextContent("Couldn't load the wallet list.");
    delete mockApi.state.scenario.errors.wallets;
    catalogueWith(RAINBOW);
    await user.click(within(basic).getByRole('button', { name: 'Retry' }));
    expect(await within(basic).findByRole('button', { name: /Rainbow/ })).toBeInTheDocument();
  });
});
