import { act } from '@testing-library/react';
import { freshModalPage } from '../../test/freshModal';
import { serveMockApi } from '../../test/mockApi';

serveMockApi();

it("fetches the modal's code when the Connect button takes focus, and renders the opening view hidden", async () => {
  const { button, fetched, warmDialog, warmedUp } = freshModalPage();
  expect(fetched()).toBe(false);
  act(() => button.focus());
  await warmedUp();
  expect(fetched()).toBe(true);
  expect(warmDialog()).not.toBeVisible();
});
