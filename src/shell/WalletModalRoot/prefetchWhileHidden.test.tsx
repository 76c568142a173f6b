import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { freshModalPage } from '../../test/freshModal';
import { recordWalletRequests, serveMockApi } from '../../test/mockApi';

serveMockApi();

it("asks for the opening view's catalogue while it is rendered hidden, so the click — even a minute on — only reveals the wallets: nothing asked, nothing made again", async () => {
  // The clock jumps a minute before the click: past how long RTK Query keeps an answer nobody holds. It runs on by
  // itself otherwise; the fetches' own machinery (Node's task queues) keeps the real timers.
  jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
  const walletRequests = recordWalletRequests();
  const { user, button, warmedUp, warmDialog, scoped } = freshModalPage();
  const catalogueQueries = () => Object.values(scoped.getState().walletListApi?.queries ?? {});
  await user.hover(button);
  await warmedUp();
  // Hidden, out of the accessibility tree: found among hidden elements.
  const warmWallet = await waitFor(() => within(warmDialog() as HTMLElement).getByRole('button', { name: /Trust Wallet/, hidden: true }));
  expect(walletRequests).not.toHaveLength(0);
  const askedBeforeTheClick = walletRequests.length;
  const answeredBeforeTheClick = catalogueQueries().length;
  await act(() => jest.advanceTimersByTimeAsync(61_000));
  expect(catalogueQueries()).toHaveLength(answeredBeforeTheClick);

  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
  // The very element rendered ahead: the view was not made again for the click.
  expect(within(dialog).getByRole('button', { name: /Trust Wallet/ })).toBe(warmWallet);
  expect(warmWallet).toBeVisible();
  // The click's subscriptions found every answer cached: none asked again (a query asked is pending at once).
  expect(catalogueQueries().map((query) => query?.status)).not.toContain('pending');
  expect(walletRequests).toHaveLength(askedBeforeTheClick);
  expect(catalogueQueries()).toHaveLength(answeredBeforeTheClick);
});
