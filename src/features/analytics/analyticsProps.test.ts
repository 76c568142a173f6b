import type { UnknownAction } from '@reduxjs/toolkit';
import { connected, connectSucceeded, pairingSucceeded, walletLinkOpened } from '../../store/slices/connectionSlice';
import { modalOpened } from '../../store/slices/modalSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { createHostStore } from '../../test/store';
import { analyticsProps } from './analyticsProps';

type Scoped = ReturnType<typeof createHostStore>['scoped'];

/** The props of `action` dispatched on `scoped` now. */
function propsOf(scoped: Scoped, action: UnknownAction) {
  const before = scoped.getState();
  scoped.dispatch(action);
  return analyticsProps({ action, before, after: scoped.getState(), at: Date.now() });
}

/** A WalletConnect wallet paired and connected, through a link to its app when `link` is given. */
function pairWalletConnect(scoped: Scoped, { link = false } = {}) {
  if (link) scoped.dispatch(walletLinkOpened({ name: 'Dev Wallet', href: 'devwallet://wc?uri=x' }));
  scoped.dispatch(
    connected({
      connectorId: 'walletConnect',
      accounts: [{ namespace: 'eip155', address: TEST_ADDRESS, type: 'eoa' }],
      chainId: 1,
      connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    }),
  );
  scoped.dispatch(pairingSucceeded());
}

describe('how a connect was paired (docs/behaviour.md#analytics)', () => {
  it.each([
    ['its QR code', false, 'qrcode'],
    ['a link to the wallet app', true, 'mobile'],
  ])('a WalletConnect connect paired by %s says so', (_how, link, connectedVia) => {
    const { scoped } = createHostStore();
    pairWalletConnect(scoped, { link });
    expect(propsOf(scoped, connectSucceeded('walletConnect'))).toMatchObject({ method: 'WALLET_CONNECT', connectedVia });
  });

  it('only the connect event carries it, and no connect of a wallet on the page', () => {
    const { scoped } = createHostStore();
    pairWalletConnect(scoped);
    expect(propsOf(scoped, modalOpened({ view: 'Account' }))).not.toHaveProperty('connectedVia');

    const page = createHostStore();
    connectTestAccount(page.scoped);
    const props = propsOf(page.scoped, connectSucceeded('dev'));
    expect(props).toMatchObject({ method: 'ANNOUNCED' });
    expect(props).not.toHaveProperty('connectedVia');
  });
});
