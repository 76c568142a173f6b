/**
 * @jest-environment-options {"url": "https://shop.example.com/checkout"}
 */
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { modalChunk } from '../../shell/WalletModalRoot/modalChunk';
import { openModal } from '../../store/slices/modalSlice';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { waitForState } from '../../test/store';

// A page on a subdomain, https://shop.example.com, and a project that lists its origins with a wildcard.
serveMockApi();

// The modal's code is parsed once a file, which on a busy machine takes longer than a test's own time.
beforeAll(() => modalChunk.load(), 30_000);

async function openConnectWithList(allowedOrigins: string[]) {
  server.use(http.get('*/projects/v1/origins', () => HttpResponse.json({ allowedOrigins })));
  const { scoped } = renderWithProviders();
  act(() => void scoped.dispatch(openModal()));
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  await waitForState(scoped, (state) => state.walletListApi?.queries['getAllowedOrigins(undefined)']?.status === 'fulfilled');
  return dialog;
}

describe('a wildcard entry of the origin allowlist (docs/behaviour.md#origin-allowlist)', () => {
  it('allows a subdomain of its domain: e-mail and social login offered, no alert', async () => {
    expect(globalThis.location.origin).toBe('https://shop.example.com');
    const dialog = await openConnectWithList(['https://app.other.org', 'https://*.example.com']);
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Continue with a social account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['its own domain only', ['https://example.com']],
    ['a wildcard of its own name', ['https://*.shop.example.com']],
    ['a wildcard on another scheme', ['http://*.example.com']],
  ])("does not allow it with %s: 'Invalid App Configuration'", async (_case, allowedOrigins) => {
    const dialog = await openConnectWithList(allowedOrigins);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid App Configuration');
    expect(within(dialog).queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });
});
