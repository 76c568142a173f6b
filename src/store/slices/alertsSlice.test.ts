import { jest } from '@jest/globals';
import { createHostStore } from '../../test/store';
import { alertDismissed, alertRaised, toastRequested } from './alertsSlice';

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('closes an open toast and shows a new one 150 ms later', async () => {
    jest.useFakeTimers();
    const { scoped } = createHostStore();
    scoped.dispatch(toastRequested('loading', 'Sending…'));
    expect(scoped.getState().alerts.toast).toMatchObject({ variant: 'loading', message: 'Sending…' });

    scoped.dispatch(toastRequested('success', 'Sent'));
    expect(scoped.getState().alerts.toast).toBeUndefined();
    await jest.advanceTimersByTimeAsync(149);
    expect(scoped.getState().alerts.toast).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(scoped.getState().alerts.toast).toMatchObject({ variant: 'success', message: 'Sent' });
  });
});

it('shows the newest of several toasts requested during a swap', async () => {
  jest.useFakeTimers();
  try {
    const { scoped } = createHostStore();
    scoped.dispatch(toastRequested('loading', 'A'));
    scoped.dispatch(toastRequested('loading', 'B'));
    await jest.advanceTimersByTimeAsync(50);
    scoped.dispatch(toastRequested('success', 'C'));
    await jest.advanceTimersByTimeAsync(150);
    expect(scoped.getState().alerts.toast?.message).toBe('C');
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
    scoped.dispatch(toastRequested('error', 'Failed'));
    await jest.advanceTimersByTimeAsync(2_499);
    expect(scoped.getState().alerts.toast?.message).toBe('Failed');
    await jest.advanceTimersByTimeAsync(1);
    expect(scoped.getState().alerts.toast).toBeUndefined();

    scoped.dispatch(toastRequested('loading', 'Waiting'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(scoped.getState().alerts.toast?.message).toBe('Waiting');
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
