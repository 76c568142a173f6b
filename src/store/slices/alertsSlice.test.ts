import { jest } from '@jest/globals';
import { createHostStore } from '../../test/store';
import { alertDismissed, alertRaised, toastRequested } from './alertsSlice';

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('closes an open toast and shows a new one 150 ms later', async () => {
    jest.useFakeTimers();
    const { scoped } = createHostStore();
    scoped.dispatch(toastRequested('loading', { key: 'notice.linkCopied' }));
    expect(scoped.getState().alerts.toast).toMatchObject({ variant: 'loading', notice: { key: 'notice.linkCopied' } });

    scoped.dispatch(toastRequested('success', { key: 'notice.addressCopied' }));
    expect(scoped.getState().alerts.toast).toBeUndefined();
    await jest.advanceTimersByTimeAsync(149);
    expect(scoped.getState().alerts.toast).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(scoped.getState().alerts.toast).toMatchObject({ variant: 'success', notice: { key: 'notice.addressCopied' } });
  });
});

it('shows the newest of several toasts requested during a swap', async () => {
  jest.useFakeTimers();
  try {
    const { scoped } = createHostStore();
    scoped.dispatch(toastRequested('loading', { key: 'notice.linkCopied' }));
    scoped.dispatch(toastRequested('loading', { key: 'notice.addressCopied' }));
    await jest.advanceTimersByTimeAsync(50);
    scoped.dispatch(toastRequested('success', { key: 'notice.linkNotCopied' }));
    await jest.advanceTimersByTimeAsync(150);
    expect(scoped.getState().alerts.toast?.notice).toEqual({ key: 'notice.linkNotCopied' });
    expect(scoped.getState().alerts.queuedToast).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});

describe('toast lifetime', () => {
  afterEach(() => jest.useRealTimers());

  it('hides success and error toasts after 2.5 s, keeps loading toasts', async () => {
    jest.useFakeTimers();
    const { scoped } = createHostStore();
    scoped.dispatch(toastRequested('error', { key: 'error.failedToDisconnect' }));
    await jest.advanceTimersByTimeAsync(2_499);
    expect(scoped.getState().alerts.toast?.notice).toEqual({ key: 'error.failedToDisconnect' });
    await jest.advanceTimersByTimeAsync(1);
    expect(scoped.getState().alerts.toast).toBeUndefined();

    scoped.dispatch(toastRequested('loading', { key: 'notice.addressNotCopied' }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(scoped.getState().alerts.toast?.notice).toEqual({ key: 'notice.addressNotCopied' });
  });
});

describe('alerts', () => {
  it('shows an alert marked once only the first time', () => {
    const { scoped } = createHostStore();
    scoped.dispatch(alertRaised({ id: 'networkNotFound', once: true }));
    expect(scoped.getState().alerts.alert).toBe('networkNotFound');
    scoped.dispatch(alertDismissed());
    scoped.dispatch(alertRaised({ id: 'networkNotFound', once: true }));
    expect(scoped.getState().alerts.alert).toBeUndefined();
    scoped.dispatch(alertRaised({ id: 'networkNotFound' }));
    expect(scoped.getState().alerts.alert).toBe('networkNotFound');
  });
});
