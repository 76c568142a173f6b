// Sign-in's analytics events (docs/behaviour.md#analytics): started, kept, refused; never the account, the message or
// its signature.
import { mainnet } from '../../config/networks';
import { connectRequested } from '../../store/slices/connectionSlice';
import { TEST_ADDRESS } from '../../test/connect';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { memorySiwx } from '../../test/siwx';
import { createHostStore, TEST_PROJECT_ID, waitForState } from '../../test/store';
import { signInRequested } from './siwxActions';

const mockApi = serveMockApi();
const SIGNATURE = `0x${'ab'.repeat(65)}`;

it('a sign-in is an event when it starts, when it is kept and when it is refused, with nothing of what was signed', async () => {
  let refuse = false;
  const session = { accounts: [{ namespace: 'eip155' as const, address: TEST_ADDRESS, type: 'eoa' as const }], chainId: 1 };
  const adapter = createFakeEvmAdapter({
    discoverConnectors: (found) => {
      found([
        {
          connector: { id: 'fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', installed: true },
          getProvider: async () => ({}),
        },
      ]);
      return () => {};
    },
    connect: async () => session,
    signMessage: async () => {
      if (refuse) throw Object.assign(new Error('no'), { code: 4001 });
      return SIGNATURE;
    },
  });
  const host = memorySiwx();
  const { scoped } = createHostStore({ projectId: TEST_PROJECT_ID, networks: [mainnet], siwx: host.siwx }, { adapters: [adapter] });
  await waitForState(scoped, (state) => state.connectors.list.length > 0);
  scoped.dispatch(connectRequested({ connectorId: 'fake' }));
  await waitForState(scoped, (state) => state.modal.history.at(-1)?.view === 'SIWXSignMessage');

  refuse = true;
  scoped.dispatch(signInRequested());
  await waitForState(scoped, (state) => state.siwx?.signing === false && state.alerts.toast !== undefined);
  refuse = false;
  scoped.dispatch(signInRequested());
  await waitForState(scoped, (state) => !state.modal.open);

  const signIns = () => mockApi.state.analyticsEvents.filter((event) => String(event.props.event).startsWith('siwx/'));
  await waitForState(scoped, () => signIns().length === 4);
  expect(signIns().map(({ props }) => [props.event, props.reason])).toEqual([
    ['siwx/signInRequested', undefined],
    ['siwx/signInFailed', 'error.signatureDeclined'],
    ['siwx/signInRequested', undefined],
    ['siwx/signedIn', undefined],
  ]);
  const sent = JSON.stringify(mockApi.state.analyticsEvents);
  for (const secret of [TEST_ADDRESS, TEST_ADDRESS.toLowerCase(), SIGNATURE, host.kept[0]?.message ?? 'no message kept'])
    expect(sent).not.toContain(secret);
});
