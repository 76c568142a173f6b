import { act, screen } from '@testing-library/react';
import { freshModalPage } from '../../test/freshModal';
import { serveMockApi } from '../../test/mockApi';

serveMockApi();

it("fetches none of the modal's code before intent, even once the page is idle; a pointer over the button fetches it and renders the opening view hidden, which the click reveals", async () => {
  const { user, button, fetched, pageIsIdle, warmDialog, warmedUp } = freshModalPage();
  pageIsIdle();
  // A fetch the idle moment started would have arrived by the time the test has imported the module itself.
  await act(() => import('./ModalContent'));
  expect(fetched()).toBe(false);
  expect(warmDialog()).toBeNull();

  await user.hover(button);
  await warmedUp();
  expect(fetched()).toBe(true);
  const warm = warmDialog();
  expect(warm).not.toBeVisible();
  await user.click(button);
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(warm);
});
