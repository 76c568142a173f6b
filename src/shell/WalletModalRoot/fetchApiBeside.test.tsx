import { jest } from '@jest/globals';

// The modal's chunk never lands here, and the wallet-list API's chunk says when it is fetched: intent fetches both at
// once, not one after the other.
jest.unstable_mockModule('./ModalContent', () => new Promise(() => {}));
let apiFetched = false;
jest.unstable_mockModule('../../features/wallets/walletsApi', () => {
  apiFetched = true;
  return {};
});

const { freshModalPage } = await import('../../test/freshModal');
const { serveMockApi } = await import('../../test/mockApi');

serveMockApi();

it("fetches the wallet-list API's chunk beside the modal's on a sign of intent, not once the modal's has landed", async () => {
  const { user, button, fetched } = freshModalPage();
  expect(apiFetched).toBe(false);
  await user.hover(button);
  expect(fetched()).toBe(false);
  expect(apiFetched).toBe(true);
});
