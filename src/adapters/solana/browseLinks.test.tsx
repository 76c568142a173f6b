// On a phone, Phantom and Coinbase Wallet take no WalletConnect session for Solana: picking one that is not installed
// opens the page in the wallet's own browser (docs/behaviour.md#other-chain-families).
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { mainnet, solana } from '../../config/networks';
import { openModal } from '../../store/slices/modalSlice';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { createFakeWalletConnect } from '../../test/walletConnect';
import type { Platform } from '../../utils/platform';
import { createSolanaAdapter } from './solanaAdapter';

serveMockApi();

const PHONE: Platform = { isMobile: true, isTelegram: false, os: 'ios' };
const PHANTOM = {
  id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
  name: 'Phantom',
  image_id: null,
  rdns: 'app.phantom',
  chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1'],
  mobile_link: 'phantom://',
  desktop_link: null,
  webapp_link: null,
};
const COINBASE = {
  ...PHANTOM,
  id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  name: 'Coinbase Wallet',
  rdns: 'com.coinbase.wallet',
  mobile_link: 'cbwallet://',
};

/** The Connect view on `start` with the catalogue recommending Phantom and Coinbase Wallet, and the links it opens. */
function connectView({ platform, start }: { platform: Platform; start: 'solana' | 'evm' }) {
  server.use(http.get('*/getWallets', () => HttpResponse.json({ count: 2, data: [PHANTOM, COINBASE] })));
  const opened: { href: string; target: string }[] = [];
  const rendered = renderWithProviders({
    config: {
      projectId: 'test-project-id',
      // Coinbase Wallet from the catalogue, not the SDK's EVM connector.
      enableCoinbase: false,
      networks: [mainnet, solana],
      defaultNetwork: (start === 'solana' ? solana : mainnet).caipNetworkId,
    },
    environment: {
      adapters: [createSolanaAdapter()],
      walletConnect: createFakeWalletConnect().service,
      openUrl: (href, target) => opened.push({ href, target }),
      platform,
    },
  });
  act(() => void rendered.scoped.dispatch(openModal({ view: 'Connect' })));
  return { ...rendered, opened };
}

async function pick(name: RegExp, user: ReturnType<typeof connectView>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  await user.click(await within(dialog).findByRole('button', { name }));
}

describe('Solana wallets with a browser of their own', () => {
  it('on a phone on a Solana network, Phantom opens this page in its browser, and Coinbase Wallet in its', async () => {
    const { user, opened } = connectView({ platform: PHONE, start: 'solana' });
    await pick(/Phantom/, user);
    const page = window.location.href;
    expect(opened).toEqual([
      {
        href: `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(window.location.origin)}`,
        target: '_self',
      },
    ]);
    // The modal stays where it was: the page is handed over to the wallet's browser.
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
    await pick(/Coinbase Wallet/, user);
    expect(opened[1]).toEqual({ href: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`, target: '_self' });
  });

  it.each([
    ['on a phone on an EVM network', PHONE, 'evm'],
    ['on a desktop on a Solana network', { isMobile: false, isTelegram: false, os: 'macos' }, 'solana'],
  ] as const)('%s, Phantom pairs through WalletConnect as any wallet does', async (_case, platform, start) => {
    const { user, opened } = connectView({ platform, start });
    await pick(/Phantom/, user);
    expect(await screen.findByRole('dialog', { name: 'Phantom' })).toBeVisible();
    expect(opened.filter((link) => link.href.includes('/ul/browse/'))).toEqual([]);
  });
});
