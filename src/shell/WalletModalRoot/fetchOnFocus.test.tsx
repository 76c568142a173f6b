import { act } from '@testing-library/react';
import { intentShown } from '../../store/slices/modalSlice';
import { freshModalPage } from '../../test/freshModal';
import { serveMockApi } from '../../test/mockApi';

serveMockApi();

it("fetches the modal's code when the Connect button takes focus, and renders the opening view hidden; the host's store hears the first sign of intent only", async () => {
  const { button, fetched, warmDialog, warmedUp, user, actions } = freshModalPage();
  expect(fetched()).toBe(false);
  act(() => button.focus());
  await warmedUp();
  expect(fetched()).toBe(true);
  expect(warmDialog()).not.toBeVisible();

  await user.hover(button);
  act(() => button.blur());
  act(() => button.focus());
  expect(actions.filter((action) => intentShown.match(action))).toHaveLength(1);
});
