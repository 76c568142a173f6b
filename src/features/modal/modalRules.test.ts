import { jest } from '@jest/globals';
import { alertDismissed } from '../../store/slices/alertsSlice';
import { closeModal, openModal, selectCurrentView, viewPushed, wentBack } from '../../store/slices/modalSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { serveMockApi } from '../../test/mockApi';
import { memorySiwx, sessionOf } from '../../test/siwx';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { selectSignInStatus } from '../siwx';

serveMockApi();

const MOBILE = { isMobile: true, isTelegram: false, os: 'ios' } as const;

const view = (scoped: ReturnType<typeof createHostStore>['scoped']) => selectCurrentView(scoped.getState())?.view;
const isOpen = (scoped: ReturnType<typeof createHostStore>['scoped']) => scoped.getState().modal.open;

describe('opening', () => {
  it('goes to Connect when disconnected', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(openModal());
    expect(view(scoped)).toBe('Connect');
  });

  it('goes to Account when connected', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    scoped.dispatch(openModal());
    expect(view(scoped)).toBe('Account');
  });

  it('goes to AllWallets on mobile when no chain adapter is registered, else Connect', () => {
    const withoutAdapters = createHostStore(testConfig, { platform: MOBILE, withoutDefaults: ['eip155'] }).scoped;
    withoutAdapters.dispatch(openModal());
    expect(view(withoutAdapters)).toBe('AllWallets');
    const withTheEvmAdapter = createHostStore(testConfig, { platform: MOBILE }).scoped;
    withTheEvmAdapter.dispatch(openModal());
    expect(view(withTheEvmAdapter)).toBe('Connect');
  });

  it('goes to the view the caller forces, with its data and namespace', () => {
    const { scoped } = createHostStore();
    connectTestAccount(scoped);
    scoped.dispatch(openModal({ view: 'Swap', namespace: 'eip155', data: { fromToken: 'ETH', amount: '1' } }));
    expect(scoped.getState().modal).toMatchObject({
      open: true,
      namespace: 'eip155',
      history: [{ view: 'Swap', data: { fromToken: 'ETH', amount: '1' } }],
    });
  });

  it("raises 'Network Not Found' once for a namespace with no configured network, and opens for every namespace", () => {
    const { scoped } = createHostStore();
    scoped.dispatch(openModal({ namespace: 'bip122' }));
    expect(scoped.getState().modal).toMatchObject({ open: true, namespace: undefined, history: [{ view: 'Connect' }] });
    expect(scoped.getState().alerts.alert).toBe('networkNotFound');
    scoped.dispatch(alertDismissed());
    scoped.dispatch(closeModal());
    scoped.dispatch(openModal({ namespace: 'bip122' }));
    expect(scoped.getState().alerts.alert).toBeUndefined();
  });
});

describe('going back', () => {
  it('pops one view, and closes the modal from the first view', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(openModal());
    scoped.dispatch(viewPushed({ view: 'AllWallets' }));
    scoped.dispatch(wentBack());
    expect(view(scoped)).toBe('Connect');
    scoped.dispatch(wentBack());
    expect(isOpen(scoped)).toBe(false);
  });
});

describe('going back from the first view', () => {
  it('follows the close rules: refused on ApproveTransaction', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(openModal({ view: 'ApproveTransaction' }));
    scoped.dispatch(wentBack());
    expect(scoped.getState().modal).toMatchObject({ open: true, shake: true });
  });
});

describe('closing', () => {
  afterEach(() => jest.useRealTimers());

  it('is blocked on ApproveTransaction unless forced, and the modal shakes for 500 ms', async () => {
    jest.useFakeTimers();
    const { scoped } = createHostStore();
    scoped.dispatch(openModal({ view: 'ApproveTransaction' }));
    scoped.dispatch(closeModal());
    expect(scoped.getState().modal).toMatchObject({ open: true, shake: true });
    await jest.advanceTimersByTimeAsync(499);
    expect(scoped.getState().modal.shake).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(scoped.getState().modal.shake).toBe(false);
    scoped.dispatch(closeModal({ force: true }));
    expect(isOpen(scoped)).toBe(false);
  });

  it.each(['ConnectingSiwe', 'SIWXSignMessage'] as const)(
    'is disabled on %s while sign-in is required and no session exists',
    async (signInView) => {
      const { scoped } = createHostStore({ ...testConfig, siwx: memorySiwx({ required: true }).siwx });
      connectTestAccount(scoped);
      await waitForState(scoped, (state) => selectSignInStatus(state) === 'signedOut');
      scoped.dispatch(openModal({ view: signInView }));
      scoped.dispatch(closeModal());
      expect(isOpen(scoped)).toBe(true);

      const signedIn = createHostStore({
        ...testConfig,
        siwx: memorySiwx({ required: true, sessions: [sessionOf('eip155:1', TEST_ADDRESS)] }).siwx,
      });
      connectTestAccount(signedIn.scoped);
      await waitForState(signedIn.scoped, (state) => selectSignInStatus(state) === 'signedIn');
      signedIn.scoped.dispatch(openModal({ view: signInView }));
      signedIn.scoped.dispatch(closeModal());
      expect(isOpen(signedIn.scoped)).toBe(false);
    },
  );

  it('is the host’s to force on a sign-in view, sign-in required and no session', async () => {
    const { scoped } = createHostStore({ ...testConfig, siwx: memorySiwx({ required: true }).siwx });
    connectTestAccount(scoped);
    await waitForState(scoped, (state) => selectSignInStatus(state) === 'signedOut');
    scoped.dispatch(openModal({ view: 'SIWXSignMessage' }));
    scoped.dispatch(closeModal({ force: true }));
    expect(isOpen(scoped)).toBe(false);
  });

  it('is allowed on the sign-in views when sign-in is optional', () => {
    const { scoped } = createHostStore({ ...testConfig, siwx: memorySiwx().siwx });
    scoped.dispatch(openModal({ view: 'SIWXSignMessage' }));
    scoped.dispatch(closeModal());
    expect(isOpen(scoped)).toBe(false);
  });
});
