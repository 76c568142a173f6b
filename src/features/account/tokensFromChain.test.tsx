import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { TEST_ACCOUNTS } from '../../../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS } from '../../../mocks/fixtures/localChains.ts';
import { server } from '../../../mocks/node.ts';
import { localChain, type NetworkToken } from '../../config/networks';
import { ErrorText } from '../../errors';
import { openModal } from '../../store/slices/modalSlice';
import { runLocalChains } from '../../test/chains';
import { connectTestAccount } from '../../test/connect';
import { expectConsoleWarn } from '../../test/consoleGuard';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { countRpcCalls } from '../../test/rpcCounter';

const chains = runLocalChains();
const rpc = countRpcCalls(() => chains.a.rpcUrls.default.http[0] as string);
const mockApi = serveMockApi();

const [HOLDER] = TEST_ACCOUNTS;
const [DEMO, DUSDT] = LOCAL_TOKENS as [(typeof LOCAL_TOKENS)[number], (typeof LOCAL_TOKENS)[number]];

/**
 * Anvil A (through the counting proxy) listing `tokens`, the provider API serving it but failing its portfolio, and
 * the test account connected there with the Account view open.
 */
async function showTokens(tokens: NetworkToken[]) {
  const anvil = localChain({ id: 31337, name: 'Anvil A', rpcUrl: rpc.url, tokens });
  server.use(http.get('*/v1/supported-chains', () => HttpResponse.json({ http: [anvil.caipNetworkId], ws: [] })));
  mockApi.state.scenario.errors.balance = { status: 500 };
  const page = renderWithProviders({ config: { projectId: 'test-project-id', networks: [anvil], logLevel: 'warn' } });
  rpc.reset();
  act(() => {
    connectTestAccount(page.scoped, { caipAddress: `${anvil.caipNetworkId}:${HOLDER}` });
    page.scoped.dispatch(openModal());
  });
  const list = await screen.findByRole('list', { name: 'Tokens' }, { timeout: 10_000 });
  await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1), { timeout: 10_000 });
  return {
    page,
    rows: () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
  };
}

describe('the Tokens list when the provider API cannot give the portfolio', () => {
  beforeEach(() => {
    // Each test starts as a first visit: no connection or answers kept from the last one.
    localStorage.clear();
    expectConsoleWarn(/The Anvil A portfolio could not be fetched/);
  });

  it('shows the native balance and every listed token the account holds, read from the chain in one eth_call', async () => {
    const { page, rows } = await showTokens([{ address: DEMO.address }, { address: DUSDT.address }]);
    expect(rows()).toEqual(['Demo Token: 1,000.000 DEMO', 'Demo Tether: 500.000 DUSDT', 'Ether: 10,000.000 ETH']);
    expect(englishText(page.scoped.getState().alerts.toast?.notice)).toBe(ErrorText.tokenBalanceUnavailable);
    expect(rpc.calls('eth_call')).toHaveLength(1);
  });

  it('leaves out a listed token with no contract behind it, with a warning, and shows the others', async () => {
    const missing = privateKeyToAccount(generatePrivateKey()).address;
    expectConsoleWarn(new RegExp(`The token ${missing} on Anvil A is left out`));
    const { rows } = await showTokens([{ address: missing }, { address: DUSDT.address }]);
    expect(rows()).toEqual(['Demo Tether: 500.000 DUSDT', 'Ether: 10,000.000 ETH']);
    expect(rpc.calls('eth_call')).toHaveLength(1);
  });
});
