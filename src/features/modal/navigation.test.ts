import type { Action } from '@reduxjs/toolkit';
import { FEATURES, NAVIGATION } from '../../shell/features';
import { rootReducer } from '../../store/rootReducer';
import { switchSettled, walletChainChanged } from '../../store/slices/chainSlice';
import { connected, connectSucceeded, disconnected } from '../../store/slices/connectionSlice';
import { openModal, selectCurrentView, selectViewHistory, viewPushed, wentBack } from '../../store/slices/modalSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { serveMockApi } from '../../test/mockApi';
import { memorySiwe, memorySiwx } from '../../test/siwx';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { approvalEnded, approvalStarted, codeSent, deviceVerificationRequired, emailUpdated, rpcRefused } from '../email';
import { nameRegistered, nameRegistrationFailed, nameRegistrationStarted } from '../names';
import { paymentOpened, paymentSettled } from '../pay/payActions';
import { paySlice } from '../pay/paySlice';
import { sendFailed, sendSucceeded } from '../send/sendSlice';
import { selectSignInStatus } from '../siwx';
import { sessionFound, sessionMissing, signedIn, signInCancelled, signInFailed, signInUnavailable } from '../siwx/siwxActions';
import { smartSessionGranted, smartSessionGrantFailed } from '../smartSessions';
import { smartSessionRevoked, smartSessionRevokeFailed } from '../smartSessions/sessionOutcomes';
import type { SmartSession } from '../smartSessions/sessionsApi';
import { swapSucceeded } from '../swaps/swapActions';

serveMockApi();

type Scoped = ReturnType<typeof createHostStore>['scoped'];
const stack = (scoped: Scoped) => selectViewHistory(scoped.getState()).map(({ view }) => view);
const isOpen = (scoped: Scoped) => scoped.getState().modal.open;

const FAILURE = {
  name: 'newcomer.reown.id',
  notice: { key: 'error.errorRegisteringName', values: { name: 'newcomer.reown.id' } },
} as const;
const SESSION: SmartSession = {
  pci: 'pci-1',
  project: { id: 'test-project-id', name: 'Test App' },
  expiry: 4_102_444_800,
  createdAt: 1_700_000_000,
  permissions: [{ type: 'contract-call', data: {} }],
  policies: [],
};

function openOn(scoped: Scoped, ...views: Parameters<typeof viewPushed>[0]['view'][]) {
  const [first, ...rest] = views;
  scoped.dispatch(openModal({ view: first }));
  for (const view of rest) scoped.dispatch(viewPushed({ view }));
}

it('has one row per outcome, each in the feature that announces it', () => {
  const types = NAVIGATION.map(({ outcome }) => outcome.type);
  expect(new Set(types).size).toBe(types.length);
  expect(types.sort()).toEqual([
    'chain/switchSettled',
    'chain/walletChainChanged',
    'connection/attemptSucceeded',
    'connection/disconnected',
    'email/approvalEnded',
    'email/approvalStarted',
    'email/codeSent',
    'email/deviceVerificationRequired',
    'email/emailUpdated',
    'email/rpcRefused',
    'names/registered',
    'names/registrationFailed',
    'names/registrationStarted',
    'pay/opened',
    'pay/settled',
    'send/succeeded',
    'siwx/sessionFound',
    'siwx/sessionMissing',
    'siwx/signInCancelled',
    'siwx/signInFailed',
    'siwx/signInUnavailable',
    'siwx/signedIn',
    'smartSessions/grantFailed',
    'smartSessions/granted',
    'swaps/succeeded',
  ]);
  const owners = FEATURES.flatMap((feature) => (feature.navigation ?? []).map(({ outcome }) => [outcome.type.split('/')[0], feature.name]));
  for (const [domain, feature] of owners) expect(feature).toBe(domain);
});

describe('after a wallet request', () => {
  // Each outcome the rule moves on, with the view its request was shown on.
  const ruled: [string, Parameters<typeof viewPushed>[0]['view'], () => Action][] = [
    ['network switch, switched', 'ApproveTransaction', () => switchSettled({ outcome: 'success', walletAsked: true })],
    ['network switch, refused', 'ApproveTransaction', () => switchSettled({ outcome: 'error', walletAsked: true })],
    ['name registration, failed', 'RegisterAccountNameSuccess', () => nameRegistrationFailed(FAILURE)],
    ['permission grant, granted', 'SmartSessions', () => smartSessionGranted(SESSION)],
    ['permission grant, refused', 'SmartSessions', () => smartSessionGrantFailed()],
    ['embedded-wallet approval, answered', 'ApproveTransaction', () => approvalEnded()],
  ];

  it.each(ruled)('%s: closes the modal when its view was the only one, else goes back one view', (_kind, view, outcome) => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    openOn(scoped, view);
    scoped.dispatch(outcome());
    expect(isOpen(scoped)).toBe(false);
    expect(stack(scoped)).toEqual([]);

    openOn(scoped, 'Account', 'Networks', view);
    scoped.dispatch(outcome());
    expect(stack(scoped)).toEqual(['Account', 'Networks']);
  });

  it.each(ruled)('%s: leaves a shut modal shut', (_kind, _view, outcome) => {
    const { scoped } = createHostStore();
    scoped.dispatch(outcome());
    expect(isOpen(scoped)).toBe(false);
  });

  it('a send that failed keeps its view, the form and the reason there to try again', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    openOn(scoped, 'Account', 'WalletSend', 'WalletSendPreview');
    scoped.dispatch(sendFailed());
    expect(stack(scoped)).toEqual(['Account', 'WalletSend', 'WalletSendPreview']);
  });

  it('a revoke keeps the Smart Sessions view, whatever its outcome', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    openOn(scoped, 'Account', 'SmartSessions');
    scoped.dispatch(smartSessionRevoked({ pci: 'pci-1' }));
    scoped.dispatch(smartSessionRevokeFailed({ pci: 'pci-1', notice: { key: 'notice.sessionNotRevoked', values: { app: 'App' } } }));
    expect(stack(scoped)).toEqual(['Account', 'SmartSessions']);
  });
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

describe('swaps/succeeded', () => {
  it('makes Account the only view', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    openOn(scoped, 'Account', 'Swap');
    scoped.dispatch(swapSucceeded());
    expect(stack(scoped)).toEqual(['Account']);
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

describe('pay', () => {
  const request = { recipient: TEST_ADDRESS, amount: '5', asset: 'native', network: 'eip155:1' } as const;

  it('pay/opened opens Pay, on a shut modal too', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(paymentOpened({ id: 'p1', request }));
    expect(stack(scoped)).toEqual(['Pay']);
  });

  it('pay/settled settles once the payment shown settles, and leaves a request refused unshown', () => {
    const { scoped } = createHostStore();
    rootReducer.inject(paySlice);
    openOn(scoped, 'Account');
    scoped.dispatch(paymentOpened({ id: 'p1', request }));
    scoped.dispatch(viewPushed({ view: 'OnRampProviders' }));
    scoped.dispatch(wentBack());
    scoped.dispatch(paymentSettled({ id: 'p2', result: { status: 'refused', kind: 'busy', reason: { key: 'notice.payBusy' } } }));
    expect(stack(scoped)).toEqual(['Pay']);
    scoped.dispatch(paymentSettled({ id: 'p1', result: { status: 'paid', hash: `0x${'1'.repeat(64)}` } }));
    expect(isOpen(scoped)).toBe(false);
  });
});

describe('sign-in', () => {
  const KEY = { chainId: 'eip155:1', address: TEST_ADDRESS } as const;
  const withSignIn = ({ required = false } = {}) => createHostStore({ ...testConfig, siwx: memorySiwx({ required }).siwx });

  /** A host whose connected account the sign-in has checked and found without a session. */
  async function signedOutAccount(options: { required?: boolean } = {}) {
    const host = withSignIn(options);
    connectTestAccount(host.scoped);
    await waitForState(host.scoped, (state) => selectSignInStatus(state) === 'signedOut');
    return host;
  }

  it('connection/attemptSucceeded: the sign-message view replaces the stack while the account has no session', async () => {
    const { scoped } = await signedOutAccount();
    openOn(scoped, 'Connect', 'ConnectingExternal');
    scoped.dispatch(connectSucceeded('dev'));
    expect(stack(scoped)).toEqual(['SIWXSignMessage']);

    const legacy = createHostStore({ ...testConfig, siweConfig: memorySiwe().siwe });
    connectTestAccount(legacy.scoped);
    await waitForState(legacy.scoped, (state) => selectSignInStatus(state) === 'signedOut');
    openOn(legacy.scoped, 'Connect');
    legacy.scoped.dispatch(connectSucceeded('dev'));
    expect(stack(legacy.scoped)).toEqual(['ConnectingSiwe']);
  });

  it('siwx/sessionMissing opens the sign-message view, on a shut modal too', () => {
    const { scoped } = withSignIn();
    scoped.dispatch(sessionMissing(KEY));
    expect(stack(scoped)).toEqual(['SIWXSignMessage']);
    openOn(scoped, 'Account', 'Networks');
    scoped.dispatch(sessionMissing(KEY));
    expect(stack(scoped)).toEqual(['SIWXSignMessage']);
  });

  it('siwx/sessionFound closes the sign-message view and leaves any other', () => {
    const { scoped } = withSignIn();
    openOn(scoped, 'SIWXSignMessage');
    scoped.dispatch(sessionFound(KEY));
    expect(isOpen(scoped)).toBe(false);
    openOn(scoped, 'Account');
    scoped.dispatch(sessionFound(KEY));
    expect(stack(scoped)).toEqual(['Account']);
  });

  it('siwx/signedIn closes the modal for the connected account, not for another', async () => {
    const { scoped } = await signedOutAccount();
    scoped.dispatch(signedIn({ ...KEY, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }));
    expect(stack(scoped)).toEqual(['SIWXSignMessage']);
    scoped.dispatch(signedIn(KEY));
    expect(isOpen(scoped)).toBe(false);
  });

  it('siwx/signInFailed opens the sign-message view again', () => {
    const { scoped } = withSignIn();
    scoped.dispatch(signInFailed({ key: 'error.signatureDeclined' }));
    expect(stack(scoped)).toEqual(['SIWXSignMessage']);
  });

  it('siwx/signInCancelled closes an optional sign-in; a required one stays for its disconnect to close', async () => {
    const optional = withSignIn();
    openOn(optional.scoped, 'SIWXSignMessage');
    optional.scoped.dispatch(signInCancelled());
    expect(isOpen(optional.scoped)).toBe(false);

    const { scoped } = withSignIn({ required: true });
    openOn(scoped, 'SIWXSignMessage');
    scoped.dispatch(signInCancelled());
    expect(stack(scoped)).toEqual(['SIWXSignMessage']);
  });

  it('siwx/signInUnavailable starts over at Connect', () => {
    const { scoped } = withSignIn();
    scoped.dispatch(signInUnavailable());
    expect(stack(scoped)).toEqual(['Connect']);
  });
});

describe('e-mail login and the embedded wallet', () => {
  it("puts each step's view on the last, leaving a code view for the same code where it is", () => {
    const { scoped } = createHostStore();
    openOn(scoped, 'Connect', 'EmailLogin');
    scoped.dispatch(deviceVerificationRequired({ email: 'ada@example.com' }));
    scoped.dispatch(codeSent({ email: 'ada@example.com', purpose: 'login' }));
    scoped.dispatch(codeSent({ email: 'ada@example.com', purpose: 'login' }));
    expect(stack(scoped)).toEqual(['Connect', 'EmailLogin', 'EmailVerifyDevice', 'EmailVerifyOtp']);
    expect(selectCurrentView(scoped.getState())?.data).toEqual({ email: 'ada@example.com', purpose: 'login' });
    scoped.dispatch(codeSent({ email: 'grace@example.com', purpose: 'updateSecondary' }));
    expect(stack(scoped)).toHaveLength(5);
    scoped.dispatch(emailUpdated({ email: 'grace@example.com' }));
    expect(stack(scoped)).toEqual(['Account']);
  });

  it('shows an approval over what is open, or opens on it, and settles once none waits', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(approvalStarted());
    expect(stack(scoped)).toEqual(['ApproveTransaction']);
    scoped.dispatch(approvalEnded());
    expect(isOpen(scoped)).toBe(false);

    openOn(scoped, 'Account');
    scoped.dispatch(approvalStarted());
    expect(stack(scoped)).toEqual(['Account', 'ApproveTransaction']);
    scoped.dispatch(approvalEnded());
    expect(stack(scoped)).toEqual(['Account']);
  });

  it('opens the modal for a refused request, and leaves an open one as it is', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(rpcRefused());
    expect(stack(scoped)).toEqual(['Account']);
    scoped.dispatch(viewPushed({ view: 'Networks' }));
    scoped.dispatch(rpcRefused());
    expect(stack(scoped)).toEqual(['Account', 'Networks']);
  });
});

describe('names', () => {
  it('pushes the success view, with the name, as the registration starts', () => {
    const { scoped } = createHostStore();
    openOn(scoped, 'Account', 'RegisterAccountName');
    scoped.dispatch(nameRegistrationStarted('newcomer.reown.id'));
    expect(selectViewHistory(scoped.getState())).toEqual([
      { view: 'Account' },
      { view: 'RegisterAccountName' },
      { view: 'RegisterAccountNameSuccess', data: { name: 'newcomer.reown.id' } },
    ]);
  });

  it('once registered, the success view with the name takes the register view’s place; a user who went back stays', () => {
    const { scoped } = createHostStore();
    openOn(scoped, 'Account', 'RegisterAccountName');
    scoped.dispatch(nameRegistrationStarted('newcomer.reown.id'));
    scoped.dispatch(nameRegistered('newcomer.reown.id'));
    expect(selectViewHistory(scoped.getState())).toEqual([
      { view: 'Account' },
      { view: 'RegisterAccountNameSuccess', data: { name: 'newcomer.reown.id' } },
    ]);

    openOn(scoped, 'Account', 'RegisterAccountName');
    scoped.dispatch(nameRegistered('newcomer.reown.id'));
    expect(stack(scoped)).toEqual(['Account', 'RegisterAccountName']);
  });

  it('a failure goes back from the success view to Choose Name, and leaves any other view where it is', () => {
    const { scoped } = createHostStore();
    openOn(scoped, 'Account', 'RegisterAccountName', 'RegisterAccountNameSuccess');
    scoped.dispatch(nameRegistrationFailed(FAILURE));
    expect(stack(scoped)).toEqual(['Account', 'RegisterAccountName']);
    scoped.dispatch(nameRegistrationFailed(FAILURE));
    expect(stack(scoped)).toEqual(['Account', 'RegisterAccountName']);
  });
});
