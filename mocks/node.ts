import { setupServer } from 'msw/node';
import { createMockApi } from './handlers.ts';
import { defaultScenario } from './scenario.ts';

/** The mock API for unit tests: msw intercepts the default hosts; loopback (anvil, relay) goes through. */
export const mockApi = createMockApi();
export const server = setupServer(...mockApi.handlers);

export async function resetMockApi() {
  server.resetHandlers();
  mockApi.state.scenario = defaultScenario();
  mockApi.state.analyticsEvents.length = 0;
  await mockApi.resetSignIns();
}
