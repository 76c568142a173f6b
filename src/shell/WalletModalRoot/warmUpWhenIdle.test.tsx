import { fireEvent, screen, within } from '@testing-library/react';
import { freshModalPage, withoutWalletConnect } from '../../test/freshModal';
import { serveMockApi } from '../../test/mockApi';

serveMockApi();

it("with warmUpWhenIdle, fetches the modal's code once the page is idle and renders the opening view hidden, which a click with no hover reveals", async () => {
  const { button, fetched, pageIsIdle, warmDialog, warmedUp } = freshModalPage({ ...withoutWalletConnect, warmUpWhenIdle: true });
  expect(fetched()).toBe(false);
  pageIsIdle();
  await warmedUp();
  expect(fetched()).toBe(true);
  const warm = warmDialog();
  expect(warm).not.toBeVisible();
  fireEvent.click(button);
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(warm);
  // Shown, the dialog says what the page lacks (no project id), once the alerts' words have arrived.
  await within(warm as HTMLElement).findByRole('alert');
});
