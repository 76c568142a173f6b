import { act, screen, waitFor, within } from '@testing-library/react';
import type { Eip1193Provider } from '../../adapters/evm/eip1193';
import { mainnet, sepolia, solana } from '../../config/networks';
import { STORAGE_KEYS } from '../../constants';
import { readServices } from '../../store/services';
import { openModal } from '../../store/slices/modalSlice';
import { createTestFrame, EVM_ADDRESS, FRAME_BASE_URL } from '../../test/embeddedWalletFrame';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { testConfig, waitForState } from '../../test/store';
import { EMAIL_STORAGE_KEYS } from './emailStorageKeys';

serveMockApi();

const config = { ...testConfig, apiUrls: { embeddedWallet: FRAME_BASE_URL } };
const frames: { dispose(): void }[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.dispose();
});

function renderWithFrame() {
  const frame = createTestFrame({ networks: [mainnet, sepolia, solana] });
  frames.push(frame);
  const rendered = renderWithProviders({ config, environment: { embeddedWallet: frame.service } });
  return { ...rendered, frame };
}

/** The e-mail login through its views: the e-mail sent, the code pasted, the modal closed on the connection. */
async function loggedIn() {
  const host = renderWithFrame();
  act(() => void host.scoped.dispatch(openModal({ view: 'EmailLogin', data: { email: 'ada@example.com' } })));
  await pasteCode(host);
  await waitForState(host.scoped, (state) => state.connection.status === 'connected' && !state.modal.open);
  return host;
}

/** Pastes the code into the first of the six boxes shown. */
async function pasteCode(host: ReturnType<typeof renderWithFrame>, code = '123456') {
  const [first] = await screen.findAllByRole('textbox', { name: /Digit \d of 6/ });
  await host.user.click(first as HTMLElement);
  await host.user.paste(code);
}

describe('the e-mail views', () => {
  it('fetches the flow as the visitor reaches for the Connect button, before any click', async () => {
    const host = renderWithFrame();
    expect(host.actions.some((action) => action.type === 'email/flowStarted')).toBe(false);
    await host.user.hover(screen.getByRole('button', { name: 'Connect Wallet' }));
    await waitForState(host.scoped, () => host.actions.some((action) => action.type === 'email/flowStarted'));
    expect(host.scoped.getState().modal.open).toBe(false);
  });

  it.each([
    ['EmailLogin', 'Continue with Email', 'Continue'],
    ['EmailVerifyOtp', 'Confirm Email', 'Send a new code'],
    ['EmailVerifyDevice', 'Register Device', 'Approve this device'],
    ['UpdateEmail', 'Change Email', 'Continue'],
    ['ApproveTransaction', 'Approve Transaction', 'Review the request in your embedded wallet below, then approve or reject it there.'],
  ] as const)('shows %s with no data', async (view, title, text) => {
    const { scoped } = renderWithProviders({ config });
    act(() => void scoped.dispatch(openModal({ view })));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(await within(dialog).findByText(text)).toBeTruthy();
  });

  it('sends the e-mail it was opened with, then takes the code typed box by box, clearing a wrong code’s error on typing', async () => {
    const host = renderWithFrame();
    act(() => void host.scoped.dispatch(openModal({ view: 'EmailLogin', data: { email: 'ada@example.com' } })));
    const boxes = await screen.findAllByRole('textbox', { name: /Digit \d of 6/ });
    expect(boxes).toHaveLength(6);
    expect(screen.getByText('Enter the 6-digit code we sent to ada@example.com.')).toBeTruthy();

    await host.user.click(boxes[0] as HTMLElement);
    await host.user.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    await host.user.click(boxes[5] as HTMLElement);
    await host.user.keyboard('{Backspace}');
    expect(screen.queryByText('Invalid code')).toBeNull();
  });

  it('fills the six boxes from a pasted code and logs in', async () => {
    const host = renderWithFrame();
    act(() => void host.scoped.dispatch(openModal({ view: 'EmailLogin', data: { email: 'ada@example.com' } })));
    await pasteCode(host, '123 456');
    await waitForState(host.scoped, (state) => state.connection.currentConnectorId === 'auth:eip155');
    expect(host.storage.getItem(STORAGE_KEYS.emailLoginUsed)).toBe('true');
  });

  it('says how long to wait when an e-mail was sent less than 30 s ago', async () => {
    const host = renderWithFrame();
    host.storage.setItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime, String(Date.now() - 1_000));
    act(() => void host.scoped.dispatch(openModal({ view: 'EmailLogin', data: { email: 'ada@example.com' } })));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please try again after (29|30) seconds$/);
  });

  it('changes the e-mail from the account: a code to the current address, then one to the new one', async () => {
    const host = await loggedIn();
    // The login's e-mail went long enough ago.
    host.storage.setItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime, '0');

    act(() => void host.scoped.dispatch(openModal({ view: 'Account' })));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    await host.user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await host.user.type(await screen.findByLabelText('New e-mail address'), 'grace@example.com');
    await host.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to your current e-mail address.')).toBeTruthy();
    await pasteCode(host);
    expect(await screen.findByText('Enter the 6-digit code we sent to grace@example.com.')).toBeTruthy();
    await pasteCode(host);
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
    expect(host.storage.getItem(EMAIL_STORAGE_KEYS.email)).toBe('grace@example.com');
  });

  it('shows the frame over ApproveTransaction while a request waits, hands it the focus, and hides it after', async () => {
    const host = await loggedIn();

    const provider = (await host.scoped.dispatch(readServices).connectors.get('auth:eip155')?.getProvider()) as Eip1193Provider;
    const asked = host.frame.state.nextApproval();
    let signature: Promise<unknown> = Promise.resolve();
    act(() => {
      signature = provider.request({ method: 'personal_sign', params: ['0x68690a', EVM_ADDRESS] });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' });
    await waitFor(() => expect(host.frame.state.places.at(-1)).toMatchObject({ title: 'Embedded wallet' }));
    await host.user.click(within(dialog).getByRole('group', { name: 'Embedded wallet' }));
    expect(host.frame.state.focused).toBe(true);

    const approval = await asked;
    await act(async () => {
      approval.approve('0xsigned');
      await expect(signature).resolves.toBe('0xsigned');
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(host.frame.state.places.at(-1)).toBeUndefined();
  });
});
