import { act, render, screen, waitFor } from '@testing-library/react';
import { ErrorText } from '../errors';
import type { ViewName } from '../store/slices/modalSlice';
import { openModal, selectIsModalOpen } from '../store/slices/modalSlice';
import { expectConsoleError } from '../test/consoleGuard';
import { serveMockApi } from '../test/mockApi';
import { renderWithProviders } from '../test/render';
import { createHostStore, testConfig } from '../test/store';
import { createLogger } from '../utils/logger';
import { WalletModalProvider } from './WalletModalProvider';
import { WidgetBoundary } from './WidgetBoundary';

serveMockApi();

describe('a failure inside the widget', () => {
  it('leaves the host page rendered: the modal shows a short error with Close, and the failure is logged', async () => {
    const logger = createLogger('error');
    expectConsoleError(/The wallet modal failed; the page goes on without it: TypeError/);
    // React reports the error its boundary caught, too.
    expectConsoleError(/^TypeError: Cannot read properties of undefined/);
    const { scoped, user } = renderWithProviders({ page: <p>The host's own content</p>, environment: { logger } });
    // A view that throws as it renders: one no feature declares.
    await act(async () => void scoped.dispatch(openModal({ view: 'NoSuchView' as ViewName })));
    const failure = await screen.findByRole('alertdialog', { name: 'The wallet modal could not be shown.' });
    expect(screen.getByText("The host's own content")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(failure).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectIsModalOpen(scoped.getState())).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(logger.entries().map(({ message }) => message)).toEqual([
        expect.stringMatching(/^The wallet modal failed; the page goes on without it/),
      ]),
    );
  });
});

// What styled-components throws when the style element it added has no sheet (its error 17).
const refused = new Error(
  'An error occurred. See https://github.com/styled-components/styled-components/blob/main/packages/styled-components/src/utils/errors.md#17 for more information.',
);
function Refused(): never {
  throw refused;
}

describe('a style the page’s policy refused', () => {
  it('shows what stands in for the widget and says, once a page load, to pass cspNonce', async () => {
    expectConsoleError(/refused the wallet modal's styles: pass `cspNonce` to createWalletModal/);
    // React reports the error its boundaries caught (once: the same error).
    expectConsoleError(/errors\.md#17/);
    const logger = createLogger('error');
    const { store } = createHostStore(testConfig, { logger });
    render(
      <>
        <p>The host's own content</p>
        {['first', 'second'].map((name) => (
          <WalletModalProvider key={name} store={store}>
            <WidgetBoundary fallback={<button type="button">{name} stand-in</button>}>
              <Refused />
            </WidgetBoundary>
          </WalletModalProvider>
        ))}
      </>,
    );
    expect(screen.getByText("The host's own content")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'first stand-in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'second stand-in' })).toBeInTheDocument();
    await waitFor(() => expect(logger.entries().map(({ message }) => message)).toEqual([ErrorText.cspNonceRequired]));
  });
});
