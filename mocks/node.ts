import { setupServer } from 'msw/node';
import { createMockApi } from './handlers.ts';
import { defaultScenario } from './scenario.ts';

/**
 * The mock API for unit tests: msw intercepts the default hosts; loopback (anvil, relay) goes through. Sign-in
 * requests come from jsdom's page, whose fetch sends no `Origin` where a browser would.
 */
export const mockApi = createMockApi({ pageOrigin: 'http://localhost' });
export const server = setupServer(...mockApi.handlers);

export async function resetMockApi() {
  server.resetHandlers();
  mockApi.state.scenario = defaultScenario();
  mockApi.state.analyticsEvents.length = 0;
  await mockApi.resetSignIns();
  mockApi.closeNamesAndSessions();
}
