import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../../mocks/node.ts';
import { solana } from '../../../config/networks';
import { connectorsFound } from '../../../store/slices/connectorsSlice';
import { openModal } from '../../../store/slices/modalSlice';
import { recordWalletRequests, serveMockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/render';
import { testConfig } from '../../../test/store';
import { createTestFamily } from '../../../test/testFamily/testFamily';

const mockApi = serveMockApi();

/** Opens the modal; the first time in a test file its code is still on its way, so the dialog is awaited. */
async function openConnect(options: Parameters<typeof renderWithProviders>[0] = {}) {
  const rendered = renderWithProviders(options);
  act(() => void rendered.scoped.dispatch(openModal()));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Connect Wallet' }) };
}

const groupOrder = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('form, [role="group"]')].map((element) =>
    element.tagName === 'FORM' ? 'email' : element.getAttribute('aria-label'),
  );

/** A button's name as a screen reader announces it: its label, else its text. */
const accessibleName = (button: HTMLElement) => button.getAttribute('aria-label') ?? button.textContent;

/** Whether `later` comes after `earlier` in the dialog's reading order. */
const follows = (later: Element, earlier: Element) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

/** A wallet row's text without its logo (initials stand in for a logo until it loads). */
function textWithoutLogo(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('the Connect screen', () => {
  it('opens at once with skeletons, then shows recommended wallets from the wallet-list API and All Wallets with the count', async () => {
    // The catalogue answers once the skeletons have been seen, however long the dialog's own code took to arrive.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.get('*/getWallets', () => answered.then(() => undefined)));
    const { dialog } = await openConnect();
    expect(within(dialog).getByRole('status', { name: 'Loading wallets' })).toBeInTheDocument();
    answer();
    expect(await within(dialog).findByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Loading wallets' })).toBeNull();
    const wallets = within(within(dialog).getByRole('group', { name: 'Wallets' })).getAllByRole('button');
    expect(wallets.map(textWithoutLogo)).toEqual([
      'WalletConnectQR Code',
      // The SDK's connector (an external wallet) stands for the catalogue's Coinbase Wallet.
      'Coinbase Wallet',
      'MetaMask',
      'Trust Wallet',
      'Rainbow',
      expect.stringMatching(/^All Wallets\d+\+$/),
    ]);
  });

  it('orders methods email, social, wallet — and wallet first when an injected wallet exists', async () => {
    const { dialog, scoped } = await openConnect();
    expect(groupOrder(dialog)).toEqual(['email', 'Continue with a social account', 'Wallets']);
    act(
      () =>
        void scoped.dispatch(
          connectorsFound([
            { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', installed: true, info: { rdns: 'io.metamask' } },
          ]),
        ),
    );
    expect(groupOrder(dialog)).toEqual(['Wallets', 'email', 'Continue with a social account']);
    expect(within(dialog).getByRole('button', { name: /MetaMask.*Installed/ })).toBeInTheDocument();
  });

  it("follows the host's connectMethodsOrder", async () => {
    const { dialog } = await openConnect({ config: { ...testConfig, features: { connectMethodsOrder: ['wallet', 'social', 'email'] } } });
    expect(groupOrder(dialog)).toEqual(['Wallets', 'Continue with a social account', 'email']);
  });

  it('shows the first social as a wide button, the next ones as named icon buttons, and the rest behind "…"', async () => {
    const { dialog, user } = await openConnect();
    const group = within(dialog).getByRole('group', { name: 'Continue with a social account' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => accessibleName(button))).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'All socials',
    ]);
    const [wide, ...icons] = buttons as [HTMLElement, ...HTMLElement[]];
    expect(wide).toHaveTextContent('Continue with Google');
    expect(wide.querySelector('svg[data-brand="google"]')).toBeInTheDocument();
    for (const icon of icons) expect(icon).toHaveTextContent('');
    expect(icons.slice(0, 3).map((icon) => icon.querySelector('svg')?.getAttribute('data-brand'))).toEqual(['x', 'discord', 'farcaster']);

    await user.click(within(group).getByRole('button', { name: 'All socials' }));
    const allSocials = await screen.findByRole('dialog', { name: 'All socials' });
    const list = within(allSocials).getByRole('list', { name: 'Social accounts' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook']);
  });

  it('opens the socials view for the provider picked in All socials', async () => {
    const { dialog, user, scoped } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: 'All socials' }));
    const allSocials = await screen.findByRole('dialog', { name: 'All socials' });
    await user.click(within(allSocials).getByRole('button', { name: 'Apple' }));
    expect(scoped.getState().modal.history.at(-1)).toEqual({ view: 'ConnectSocials', data: { provider: 'apple' } });
  });

  it('shows every configured social without "…" when they fit', async () => {
    const { dialog } = await openConnect({ config: { ...testConfig, features: { socials: ['github', 'discord'] } } });
    const socials = within(within(dialog).getByRole('group', { name: 'Continue with a social account' })).getAllByRole('button');
    expect(socials.map((button) => accessibleName(button))).toEqual(['Continue with GitHub', 'Continue with Discord']);
    expect(socials[0]).toHaveTextContent('Continue with GitHub');
  });

  it('shows WalletConnect with its logo and the QR Code tag, and All Wallets with its icon and the count', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('../../../../mocks/node.ts');
    server.use(
      http.get('*/getWallets', () =>
        HttpResponse.json({ count: 1234, data: [{ id: 'rainbow', name: 'Rainbow', image_id: 'rainbow-logo' }] }),
      ),
    );
    const { dialog } = await openConnect();
    const walletConnect = within(dialog).getByRole('button', { name: /^WalletConnect/ });
    expect(textWithoutLogo(walletConnect)).toBe('WalletConnectQR Code');
    expect(walletConnect.querySelector('svg[data-brand="walletConnect"]')).toBeInTheDocument();
    const allWallets = await within(dialog).findByRole('button', { name: 'All Wallets 1,230+' });
    expect(allWallets.querySelector('svg.lucide')).toBeInTheDocument();
  });

  it('stays usable when the wallet list fails, with a retry that recovers', async () => {
    mockApi.state.scenario.errors.wallets = { status: 503 };
    const { dialog, user } = await openConnect();
    expect(await within(dialog).findByText("Couldn't load the wallet list.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'All Wallets' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox')).toBeEnabled();
    delete mockApi.state.scenario.errors.wallets;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
  });

  it('keeps every way to connect disabled until the legal checkbox is ticked', async () => {
    const { dialog, user } = await openConnect({
      config: {
        ...testConfig,
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://example.com/terms',
        privacyPolicyUrl: 'https://example.com/privacy',
      },
    });
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(within(dialog).getByRole('button', { name: /^All Wallets/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox')).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByRole('button', { name: /^All Wallets/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('checks the e-mail address before going on', async () => {
    const { dialog, user, scoped } = await openConnect();
    await user.type(within(dialog).getByRole('textbox'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with email' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with email' }));
    expect(scoped.getState().modal.history.at(-1)).toEqual({ view: 'EmailLogin', data: { email: 'ada@example.com' } });
  });

  it('opens the catalogue from All Wallets, and renders hostile names as text', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('../../../../mocks/node.ts');
    server.use(
      http.get('*/getWallets', () => HttpResponse.json({ count: 1, data: [{ id: 'evil', name: '<img src=x onerror=alert(1)>Evil' }] })),
    );
    const { dialog, user } = await openConnect();
    await user.click(within(dialog).getByRole('button', { name: /All Wallets/ }));
    const allWallets = await screen.findByRole('dialog', { name: 'All Wallets' });
    expect(await within(allWallets).findByText('<img src=x onerror=alert(1)>Evil')).toBeInTheDocument();
    expect(allWallets.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(within(allWallets).queryByRole('status', { name: 'Loading wallets' })).toBeNull());
  });
});

describe('wallets behind "Continue with a wallet"', () => {
  it('with collapseWallets, shows e-mail and socials and one button that reveals the wallets and takes the focus', async () => {
    const { dialog, user } = await openConnect({ config: { ...testConfig, features: { collapseWallets: true } } });
    expect(groupOrder(dialog)).toEqual(['email', 'Continue with a social account']);
    expect(within(dialog).queryByRole('button', { name: /^All Wallets/ })).toBeNull();
    const continueWithWallet = within(dialog).getByRole('button', { name: 'Continue with a wallet' });
    expect(follows(continueWithWallet, within(dialog).getByRole('group', { name: 'Continue with a social account' }))).toBe(true);

    continueWithWallet.focus();
    await user.keyboard('{Enter}');
    const wallets = within(dialog).getByRole('group', { name: 'Wallets' });
    expect(wallets).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    expect(await within(wallets).findByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
    await user.tab();
    expect(within(wallets).getAllByRole('button')[0]).toHaveFocus();
    await user.click(within(wallets).getByRole('button', { name: /^All Wallets/ }));
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeInTheDocument();
  });

  it('with collapseWallets but neither e-mail nor socials, shows the wallets as usual', async () => {
    const { dialog } = await openConnect({ config: { ...testConfig, features: { collapseWallets: true, email: false, socials: false } } });
    expect(groupOrder(dialog)).toEqual(['Wallets']);
    expect(within(dialog).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
  });

  it('with emailShowWallets off, puts the wallets behind the button under the e-mail field', async () => {
    const { dialog, user } = await openConnect({ config: { ...testConfig, features: { emailShowWallets: false, socials: false } } });
    expect(groupOrder(dialog)).toEqual(['email']);
    const continueWithWallet = within(dialog).getByRole('button', { name: 'Continue with a wallet' });
    expect(follows(continueWithWallet, within(dialog).getByRole('textbox', { name: 'E-mail address' }))).toBe(true);
    await user.click(continueWithWallet);
    expect(within(dialog).getByRole('group', { name: 'Wallets' })).toHaveFocus();
    expect(await within(dialog).findByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
  });

  it('with emailShowWallets off and e-mail login off, shows the wallets as usual', async () => {
    const { dialog } = await openConnect({ config: { ...testConfig, features: { emailShowWallets: false, email: false } } });
    expect(groupOrder(dialog)).toEqual(['Continue with a social account', 'Wallets']);
    expect(within(dialog).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
  });

  describe('opened for one namespace (openModal({ namespace }))', () => {
    /**
     * The Connect view with an EVM wallet announced and a second family's wallet, opened for `namespace`: the page's
     * wallets it lists, and the chains each catalogue request named.
     */
    async function openConnectFor(namespace: 'solana' | undefined) {
      const catalogueRequests = recordWalletRequests();
      const family = createTestFamily(solana);
      const rendered = renderWithProviders({ environment: { adapters: [family.adapter] } });
      act(() => {
        rendered.scoped.dispatch(
          connectorsFound([{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', installed: true }]),
        );
        rendered.scoped.dispatch(openModal({ view: 'Connect', namespace }));
      });
      const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
      await within(dialog).findByRole('button', { name: /Test Family Wallet/ });
      await waitFor(() => expect(catalogueRequests.length).toBeGreaterThan(0));
      const installed = within(within(dialog).getByRole('group', { name: 'Wallets' }))
        .getAllByRole('button')
        .map(textWithoutLogo)
        .filter((name) => ['WalletConnectQR Code', 'MetaMaskInstalled', 'Test Family WalletInstalled'].includes(name));
      return { installed, catalogueChains: catalogueRequests.map((query) => query.get('chains')) };
    }

    it('lists only the wallets of that family, WalletConnect, and catalogue wallets of its networks', async () => {
      const { installed, catalogueChains } = await openConnectFor('solana');
      expect(installed.sort()).toEqual(['Test Family WalletInstalled', 'WalletConnectQR Code']);
      expect(catalogueChains.every((chains) => chains === solana.caipNetworkId)).toBe(true);
    });

    it('lists every family’s wallets when opened without one', async () => {
      const { installed, catalogueChains } = await openConnectFor(undefined);
      expect(installed.sort()).toEqual(['MetaMaskInstalled', 'Test Family WalletInstalled', 'WalletConnectQR Code']);
      expect(catalogueChains).toContain(['eip155:1', 'eip155:11155111', solana.caipNetworkId].join(','));
    });
  });
});
