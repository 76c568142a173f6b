import { jest } from '@jest/globals';

// The modal's chunk never lands here, and the wallet-list API's chunk says when it is fetched: intent fetches both at
// once, not one after the other.
let modalFetched = false;
jest.unstable_mockModule('./ModalContent', () => {
  modalFetched = true;
  return new Promise(() => {});
});
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
  expect(modalFetched).toBe(false);
  expect(apiFetched).toBe(false);
  await user.hover(button);
  // Both asked for, and the modal's chunk not here: the API's did not wait for it.
  expect(modalFetched).toBe(true);
  expect(fetched()).toBe(false);
  expect(apiFetched).toBe(true);
});
