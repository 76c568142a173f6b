import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { addressChanged } from '../../store/slices/accountSlice';
import { networkSwitched } from '../../store/slices/chainSlice';
import { loadingChanged, openModal, viewPushed, wentBack } from '../../store/slices/modalSlice';
import { seedIdentity } from '../../test/accountAnswers';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { memorySiwx } from '../../test/siwx';
import { testConfig } from '../../test/store';

serveMockApi();

/** The Connect view has the wallet catalogue it asked for on opening. */
const walletListShown = async () => expect(await screen.findByRole('button', { name: /MetaMask/ })).toBeInTheDocument();

describe('<WalletModalRoot>', () => {
  it('opens from the Connect Wallet button as a named modal dialog in one element added to the body', async () => {
    const { user, container } = renderWithProviders();
    expect(document.querySelectorAll('[data-wallet-modal-root]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    // The modal's code is fetched when the pointer reaches the button; the dialog follows as soon as it is there.
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.querySelector('[data-wallet-modal-root]')?.contains(dialog)).toBe(true);
  });

  it('warms up hidden after a sign of intent, so the first click reveals the dialog already rendered', async () => {
    const { user } = renderWithProviders();
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }));
    const root = document.querySelector('[data-wallet-modal-root]') as HTMLElement;
    // Rendered, but out of sight and out of the accessibility tree until opened.
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).not.toBeNull());
    const warm = root.querySelector('[role="dialog"]');
    expect(warm).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog).toBe(warm);
    expect(dialog).toBeVisible();
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Wallets' })).toBeVisible();

    // Closed, it leaves the page; the next open renders afresh.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).not.toBe(warm);
  });

  it('warms up the chunks of the view it would open with, so a connected visitor opens onto the account', async () => {
    const { scoped, user } = renderWithProviders();
    act(() => connectTestAccount(scoped));
    await user.hover(within(screen.getByRole('banner')).getByRole('button'));
    const root = document.querySelector('[data-wallet-modal-root]') as HTMLElement;
    // The Account view is a chunk of its own; a hidden tree runs no effects, yet its chunk is fetched.
    // Importing the view's code on a busy machine takes more than waitFor's 1 s.
    await waitFor(() => expect(root.querySelector('[role="tablist"]')).not.toBeNull(), { timeout: 5_000 });
    expect(screen.queryByRole('tablist')).toBeNull();

    await user.click(within(screen.getByRole('banner')).getByRole('button'));
    expect(within(screen.getByRole('dialog')).getByRole('tablist')).toBeVisible();
  });

  it('renders inline when appending is disabled or embedded mode is on', async () => {
    for (const option of [{ disableAppend: true }, { enableEmbedded: true }]) {
      const { scoped, container, unmount } = renderWithProviders({ config: { ...testConfig, ...option } });
      expect(document.querySelector('[data-wallet-modal-root]')).toBeNull();
      act(() => void scoped.dispatch(openModal()));
      expect(container.contains(screen.getByRole('dialog'))).toBe(true);
      unmount();
    }
  });

  it('moves focus into the dialog, traps it there, and gives it back to the opener on close', async () => {
    const { user } = renderWithProviders();
    const opener = screen.getByRole('button', { name: 'Connect Wallet' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    for (let step = 0; step < 30; step++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and goes back with the back button', async () => {
    const { user, scoped } = renderWithProviders();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    act(() => void scoped.dispatch(viewPushed({ view: 'Networks' })));
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses Escape on ApproveTransaction and shakes instead', async () => {
    const { user, scoped } = renderWithProviders();
    act(() => void scoped.dispatch(openModal({ view: 'ApproveTransaction' })));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Approve Transaction' })).toBeInTheDocument();
    expect(scoped.getState().modal.shake).toBe(true);
  });

  it('disables close on sign-in views while sign-in is required and the account has no session', async () => {
    const { scoped, user } = renderWithProviders({ config: { ...testConfig, siwx: memorySiwx({ required: true }).siwx } });
    // The sign-in finds no session for the account and opens its view.
    act(() => connectTestAccount(scoped));
    await screen.findByRole('button', { name: 'Sign' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    // Escape asks all the same, and is refused with a shake, as on ApproveTransaction.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(scoped.getState().modal.shake).toBe(true);
  });

  it('applies the theme mode and variables as CSS custom properties on [data-wallet-modal]', async () => {
    const { user } = renderWithProviders({
      config: { ...testConfig, themeMode: 'dark', themeVariables: { accent: 'rgb(200, 0, 100)', zIndex: 42 } },
    });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const root = screen.getByRole('dialog').closest('[data-wallet-modal]') as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(root).getPropertyValue('--wm-accent')).toBe('rgb(200, 0, 100)');
    expect(getComputedStyle(root).getPropertyValue('--wm-z-index')).toBe('42');
  });

  it('shows an alert in the dialog, dismissable', async () => {
    const { user } = renderWithProviders({ config: { networks: testConfig.networks } });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    expect(alert).toHaveTextContent('Project ID Not Configured');
    await user.click(screen.getByRole('button', { name: 'Dismiss: Project ID Not Configured' }));
    expect(within(screen.getByRole('dialog')).queryByText('Project ID Not Configured')).toBeNull();
    // The dismiss button went with the banner; focus stays in the dialog, so Escape still closes it.
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads a feature view on demand as its own chunk, with a skeleton meanwhile', async () => {
    const { scoped } = renderWithProviders();
    act(() => {
      scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${TEST_ADDRESS}` }));
      scoped.dispatch(openModal({ view: 'WalletReceive' }));
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows no back arrow on a first view; the back action from it closes, unless close is disabled', async () => {
    const { user, scoped } = renderWithProviders({ config: { ...testConfig, siwx: memorySiwx({ required: true }).siwx } });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(within(dialog).queryByRole('button', { name: /^Back/ })).toBeNull();
    act(() => void scoped.dispatch(wentBack()));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => connectTestAccount(scoped));
    await screen.findByRole('button', { name: 'Sign' });
    act(() => void scoped.dispatch(wentBack()));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows progress while the modal is loading', async () => {
    const { scoped } = renderWithProviders();
    act(() => {
      scoped.dispatch(openModal());
      scoped.dispatch(loadingChanged(true));
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await walletListShown();
  });

  it('in embedded mode sits in the host layout instead of over the page', async () => {
    const { scoped } = renderWithProviders({ config: { ...testConfig, enableEmbedded: true } });
    act(() => void scoped.dispatch(openModal()));
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(getComputedStyle(overlay).position).toBe('static');
    await walletListShown();
  });
});

describe('<ConnectButton>', () => {
  it('shows the connected account (name or truncated address) and its balance, and opens Account', async () => {
    // An account without a name, until the identity API gives it one.
    server.use(
      http.get('*/v1/identity/:address', () => HttpResponse.json({ name: null, avatar: null })),
      http.get('*/v1/profile/reverse/:address', () => HttpResponse.json([])),
    );
    const { scoped, user } = renderWithProviders({ environment: { adapters: [chainWithBalance('10000')] } });
    act(() => connectTestAccount(scoped));
    expect(await screen.findByRole('button', { name: /0xf3\.\.\.b92266 10,000\.000 ETH/ })).toBeInTheDocument();
    act(() => seedIdentity(scoped, TEST_ADDRESS, { name: 'alice.reown.id', avatar: 'javascript:alert(1)' }));
    expect(await screen.findByRole('button', { name: /alice\.reown\.id/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /alice/ }).querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: /alice/ }));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });

  it("shows the wallet's icon as the avatar until the profile has an image of its own", async () => {
    const { scoped } = renderWithProviders();
    act(() => connectTestAccount(scoped, { wallet: { name: 'Phone Wallet', icon: 'https://phone.example/icon.png' } }));
    // The button, whatever name it shows by then: the account's reverse lookup may have answered.
    const avatar = () => within(screen.getByRole('banner')).getByRole('button').querySelector('img')?.getAttribute('src');
    expect(avatar()).toBe('https://phone.example/icon.png');
    act(() => seedIdentity(scoped, TEST_ADDRESS, { name: null, avatar: 'https://alice.example/a.png' }));
    await waitFor(() => expect(avatar()).toBe('https://alice.example/a.png'));
  });

  it('shows 0.00 for a balance on a testnet', async () => {
    const { scoped } = renderWithProviders({ environment: { adapters: [chainWithBalance('12.5')] } });
    act(() => {
      scoped.dispatch(networkSwitched('eip155:11155111'));
      connectTestAccount(scoped, { caipAddress: `eip155:11155111:${TEST_ADDRESS}` });
    });
    expect(await screen.findByRole('button', { name: /0\.00 ETH/ })).toBeInTheDocument();
  });
});
