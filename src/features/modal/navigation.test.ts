import { switchSettled, walletChainChanged } from '../../store/slices/chainSlice';
import { connected, connectSucceeded, disconnected } from '../../store/slices/connectionSlice';
import { openModal, selectCurrentView, selectViewHistory, viewPushed } from '../../store/slices/modalSlice';
import { connectTestAccount } from '../../test/connect';
import { createHostStore, testConfig } from '../../test/store';
import { sendSucceeded } from '../send/sendSlice';
import { NAVIGATION } from './navigation';

type Scoped = ReturnType<typeof createHostStore>['scoped'];
const stack = (scoped: Scoped) => selectViewHistory(scoped.getState()).map(({ view }) => view);
const isOpen = (scoped: Scoped) => scoped.getState().modal.open;

function openOn(scoped: Scoped, ...views: Parameters<typeof viewPushed>[0]['view'][]) {
  const [first, ...rest] = views;
  scoped.dispatch(openModal({ view: first }));
  for (const view of rest) scoped.dispatch(viewPushed({ view }));
}

it('has one row per outcome', () => {
  const types = NAVIGATION.map(({ outcome }) => outcome.type);
  expect(new Set(types).size).toBe(types.length);
  expect(types).toEqual([
    'connection/attemptSucceeded',
    'connection/disconnected',
    'chain/switchSettled',
    'send/succeeded',
    'chain/walletChainChanged',
  ]);
});

describe('connection/attemptSucceeded', () => {
  it('closes the modal, whatever the stack', () => {
    const { scoped } = createHostStore();
    openOn(scoped, 'Connect', 'AllWallets', 'ConnectingWalletConnect');
    scoped.dispatch(connectSucceeded('walletConnect'));
    expect(isOpen(scoped)).toBe(false);
    expect(stack(scoped)).toEqual([]);
  });
});

describe('connection/disconnected', () => {
  it('closes the modal when no connection is left', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    openOn(scoped, 'Account', 'Networks');
    scoped.dispatch(disconnected('dev'));
    expect(isOpen(scoped)).toBe(false);
  });

  it('leaves the stack when another connection takes over', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    scoped.dispatch(
      connected({
        connectorId: 'second',
        accounts: [{ namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
        chainId: 1,
        connector: { id: 'second', name: 'Second Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      }),
    );
    openOn(scoped, 'Account', 'Networks');
    scoped.dispatch(disconnected('second'));
    expect(stack(scoped)).toEqual(['Account', 'Networks']);
  });
});

describe('chain/switchSettled', () => {
  it.each(['success', 'error'] as const)('after a wallet request (%s): closes when it was the only view, else pops one', (outcome) => {
    const { scoped } = createHostStore();
    openOn(scoped, 'ApproveTransaction');
    scoped.dispatch(switchSettled({ outcome, walletAsked: true }));
    expect(isOpen(scoped)).toBe(false);

    openOn(scoped, 'Account', 'ApproveTransaction');
    scoped.dispatch(switchSettled({ outcome, walletAsked: true }));
    expect(stack(scoped)).toEqual(['Account']);
  });

  it('without a wallet request, goes back like the user would: from the first view, a close request the closing rules judge', () => {
    const { scoped } = createHostStore();
    openOn(scoped, 'Account', 'Networks');
    scoped.dispatch(switchSettled({ outcome: 'success', walletAsked: false }));
    expect(stack(scoped)).toEqual(['Account']);

    openOn(scoped, 'ApproveTransaction');
    scoped.dispatch(switchSettled({ outcome: 'success', walletAsked: false }));
    // ApproveTransaction refuses a close that is not forced; a settled wallet request above closed it outright.
    expect(stack(scoped)).toEqual(['ApproveTransaction']);
    expect(scoped.getState().modal.shake).toBe(true);
  });

  it('moves nothing while the modal is shut', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(switchSettled({ outcome: 'success', walletAsked: true }));
    expect(isOpen(scoped)).toBe(false);
  });
});

describe('send/succeeded', () => {
  it('makes Account the only view', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    openOn(scoped, 'Account', 'WalletSend', 'WalletSendPreview');
    scoped.dispatch(sendSucceeded());
    expect(stack(scoped)).toEqual(['Account']);
  });

  it('does not open a shut modal', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(sendSucceeded());
    expect(isOpen(scoped)).toBe(false);
  });
});

describe('chain/walletChainChanged', () => {
  it('opens Switch Network when the wallet moves to a network the host did not request', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(walletChainChanged('eip155:137'));
    expect(selectCurrentView(scoped.getState())?.view).toBe('UnsupportedChain');
    expect(scoped.getState().chain.byNamespace.eip155?.networkState.caipNetwork).toMatchObject({
      name: 'Unknown Network',
      caipNetworkId: 'eip155:137',
    });
  });

  it('stays shut for a requested network', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(walletChainChanged('eip155:11155111'));
    expect(isOpen(scoped)).toBe(false);
    expect(scoped.getState().chain.byNamespace.eip155?.networkState.caipNetwork?.name).toBe('Sepolia');
  });

  it.each([
    ['network switching is off', { enableNetworkSwitch: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
  ])('stays shut when %s', (_reason, options) => {
    const { scoped } = createHostStore({ ...testConfig, ...options });
    scoped.dispatch(walletChainChanged('eip155:137'));
    expect(isOpen(scoped)).toBe(false);
  });
});
