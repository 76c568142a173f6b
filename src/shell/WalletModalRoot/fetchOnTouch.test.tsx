import { fireEvent } from '@testing-library/react';
import { freshModalPage } from '../../test/freshModal';
import { serveMockApi } from '../../test/mockApi';

serveMockApi();

it("fetches the modal's code when a finger touches the Connect button, and renders the opening view hidden", async () => {
  const { button, fetched, warmDialog, warmedUp } = freshModalPage();
  expect(fetched()).toBe(false);
  fireEvent.touchStart(button);
  await warmedUp();
  expect(fetched()).toBe(true);
  expect(warmDialog()).not.toBeVisible();
});
