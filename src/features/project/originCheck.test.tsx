import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { modalChunk } from '../../shell/WalletModalRoot/modalChunk';
import { closeModal, openModal } from '../../store/slices/modalSlice';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { testConfig, waitForState } from '../../test/store';
import { createLogger } from '../../utils/logger';

// The page of these tests is jsdom's, http://localhost; the mock API lists it unless a test says otherwise.
const mockApi = serveMockApi();

// The modal's code is parsed once a file, which on a busy machine takes longer than a test's own time.
beforeAll(() => modalChunk.load(), 30_000);

/** Counts the reads of the allowlist (the mock API still answers them). */
function countOriginReads() {
  const reads = { count: 0 };
  server.use(http.get('*/projects/v1/origins', () => void reads.count++));
  return reads;
}

const originsAnswered = (scoped: ReturnType<typeof renderWithProviders>['scoped']) =>
  waitForState(scoped, (state) => state.walletListApi?.queries['getAllowedOrigins(undefined)']?.status === 'fulfilled');

/** Opens Connect and waits for the allowlist's answer, however it went. */
async function openConnect(options: Parameters<typeof renderWithProviders>[0] = {}) {
  const logger = createLogger('error');
  const rendered = renderWithProviders({ ...options, environment: { logger } });
  act(() => void rendered.scoped.dispatch(openModal()));
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  await originsAnswered(rendered.scoped);
  return { ...rendered, dialog, logger };
}

async function reopen(scoped: ReturnType<typeof renderWithProviders>['scoped']) {
  act(() => void scoped.dispatch(closeModal()));
  act(() => void scoped.dispatch(openModal()));
  return screen.findByRole('dialog', { name: 'Connect Wallet' });
}

const emailField = (dialog: HTMLElement) => within(dialog).queryByRole('textbox', { name: 'E-mail address' });
const socials = (dialog: HTMLElement) => within(dialog).queryByRole('group', { name: 'Continue with a social account' });

describe('the origin allowlist in the Connect view (docs/behaviour.md#origin-allowlist)', () => {
  it('offers e-mail and social login on a page the project lists, with no alert', async () => {
    const reads = countOriginReads();
    const { dialog } = await openConnect();
    expect(reads.count).toBe(1);
    expect(emailField(dialog)).toBeInTheDocument();
    expect(socials(dialog)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("hides e-mail and social login on a page the project does not list, and says 'Invalid App Configuration' once", async () => {
    mockApi.state.scenario.unlistedOrigins = ['http://localhost'];
    const reads = countOriginReads();
    const { dialog, user, scoped, logger } = await openConnect();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid App Configuration');
    expect(emailField(dialog)).toBeNull();
    expect(socials(dialog)).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Wallets' })).toBeInTheDocument();
    expect(logger.entries().map(({ message }) => message)).toContain(
      "Invalid App Configuration: http://localhost is not one of the project's allowed origins",
    );

    await user.click(within(alert).getByRole('button', { name: /Dismiss/ }));
    const again = await reopen(scoped);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailField(again)).toBeNull();
    expect(socials(again)).toBeNull();
    expect(reads.count).toBe(1);
  });

  it('takes an answered empty list as allowing no page', async () => {
    server.use(http.get('*/projects/v1/origins', () => HttpResponse.json({ allowedOrigins: [] })));
    const { dialog } = await openConnect();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid App Configuration');
    expect(emailField(dialog)).toBeNull();
  });

  it.each([
    [
      'an HTTP error',
      () => {
        mockApi.state.scenario.errors.origins = { status: 503 };
      },
      'HTTP status code: 503',
    ],
    ['no answer', () => server.use(http.get('*/projects/v1/origins', () => HttpResponse.error())), 'Network error: '],
    [
      'a malformed answer',
      () => {
        mockApi.state.scenario.malformed.origins = 'wrong-shape';
      },
      'Malformed response',
    ],
  ])('refuses no page after %s: both logins stay offered, no alert, the failure logged, no second read', async (_case, fail, why) => {
    fail();
    const reads = countOriginReads();
    const { dialog, scoped, logger } = await openConnect();
    expect(emailField(dialog)).toBeInTheDocument();
    expect(socials(dialog)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining(`Could not read the project's allowed origins, so e-mail and social login stay offered: ${why}`),
      }),
    );
    await reopen(scoped);
    expect(reads.count).toBe(1);
  });

  it('reads nothing with e-mail and social login off, or without a projectId', async () => {
    const reads = countOriginReads();
    for (const config of [
      { ...testConfig, features: { email: false, socials: false as const } },
      { ...testConfig, projectId: undefined },
    ]) {
      const rendered = renderWithProviders({ config });
      act(() => void rendered.scoped.dispatch(openModal()));
      const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
      expect(await within(dialog).findByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
      rendered.unmount();
    }
    expect(reads.count).toBe(0);
  });
});
