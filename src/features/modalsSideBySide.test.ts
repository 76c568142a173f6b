// Two modals on one page each answer from their own state: the account, history and sign-in selectors take a modal's
// state alone, and what one modal reads or is made with changes none of the other's answers.

import type { Network } from '../config/networks';
import { mainnet, sepolia } from '../config/networks';
import type { SIWXConfig } from '../config/siwx';
import { addressChanged } from '../store/slices/accountSlice';
import { ACCOUNT_DATA, seedIdentity } from '../test/accountAnswers';
import { chainWithBalance } from '../test/fakeAdapter';
import { serveMockApi } from '../test/mockApi';
import { memorySiwx, sessionOf } from '../test/siwx';
import { createHostStore, TEST_PROJECT_ID, waitForEffects, waitForState } from '../test/store';
import type { CaipAddress } from '../utils/caip';
import { selectActiveAccountCard, selectActiveBalanceText, selectActiveNativeBalance } from './account';
import { selectActivity } from './history/historyAnswers';
// The history's reader, as the history views and effects bring it.
import { historyApi } from './history/historyApi';
import { selectSignInSession, selectSignInStatus } from './siwx';
import { siwxApi } from './siwx/siwxApi';

serveMockApi();

const ALICE = '0x52908400098527886E0F7030069857D2E4169EE7';
const BOB = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

type Host = ReturnType<typeof createHostStore>;

/** Makes `caipAddress` the modal's account and waits for the reads that starts (balance, tokens, identity) to land. */
async function connect(host: Host, caipAddress: CaipAddress) {
  host.scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress }));
  await waitForEffects(host, ...ACCOUNT_DATA);
}

/** A modal on `network` whose chain answers every balance read with `balance`. */
const modalOn = (network: Network, balance = '0', siwx?: SIWXConfig) =>
  createHostStore({ projectId: TEST_PROJECT_ID, networks: [network], siwx }, { adapters: [chainWithBalance(balance)] });

describe('two modals side by side', () => {
  it('read their own balance and profile', async () => {
    const main = modalOn(mainnet, '1.23456');
    await connect(main, `eip155:1:${ALICE}`);
    seedIdentity(main.scoped, ALICE, { name: 'alice.eth', avatar: null });
    const answers = (host: Host) => ({
      text: selectActiveBalanceText(host.scoped.getState()),
      card: selectActiveAccountCard(host.scoped.getState()),
    });
    const before = answers(main);

    const test = modalOn(sepolia, '2.5');
    await connect(test, `eip155:11155111:${BOB}`);

    expect(selectActiveBalanceText(main.scoped.getState())).toBe('1.234 ETH');
    expect(selectActiveAccountCard(main.scoped.getState())).toMatchObject({ address: ALICE, name: 'alice.eth' });
    // A testnet balance shows 0.00; the other modal's mainnet answer is not its own.
    expect(selectActiveBalanceText(test.scoped.getState())).toBe('0.00 ETH');
    expect(selectActiveNativeBalance(test.scoped.getState())).toEqual({ balance: '2.5', symbol: 'ETH' });
    expect(selectActiveAccountCard(test.scoped.getState()).address).toBe(BOB);
    expect(selectActiveAccountCard(test.scoped.getState()).name).not.toBe('alice.eth');
    // Making the second modal and reading its answers changed none of the first's.
    expect(answers(main)).toEqual(before);
  });

  it('read their own history', async () => {
    const one = modalOn(mainnet);
    const two = modalOn(mainnet);
    await connect(one, `eip155:1:${ALICE}`);
    await connect(two, `eip155:1:${BOB}`);
    expect(selectActivity(one.scoped.getState())).toMatchObject({ shown: false, transactions: [] });

    const transaction = {
      id: 'tx-1',
      metadata: {
        minedAt: '2026-01-01T00:00:00Z',
        chain: 'eip155:1' as const,
        operationType: 'send',
        status: 'pending',
        sentFrom: ALICE,
        sentTo: BOB,
      },
      transfers: [],
    };
    one.scoped.dispatch(
      historyApi.util.upsertQueryEntries([
        {
          endpointName: 'getHistory',
          arg: { account: ALICE, chainId: 'eip155:1' },
          value: { pages: [{ transactions: [transaction], next: undefined }], pageParams: [undefined] },
        },
      ]),
    );

    expect(selectActivity(one.scoped.getState())).toMatchObject({ shown: true, transactions: [transaction], empty: false });
    expect(selectActivity(two.scoped.getState())).toMatchObject({ shown: false, transactions: [] });
  });

  it('read their own sign-in', async () => {
    const alice = sessionOf('eip155:1', ALICE);
    const withSessions = modalOn(mainnet, '0', memorySiwx({ sessions: [alice] }).siwx);
    const without = modalOn(mainnet);
    const none = modalOn(mainnet, '0', memorySiwx().siwx);
    for (const host of [withSessions, without, none]) await connect(host, `eip155:1:${ALICE}`);

    for (const host of [withSessions, none]) {
      await host.scoped.dispatch(siwxApi.endpoints.getSessions.initiate({ chainId: 'eip155:1', address: ALICE }, { subscribe: false }));
    }
    await waitForState(withSessions.scoped, (state) => selectSignInStatus(state) === 'signedIn');

    expect(selectSignInSession(withSessions.scoped.getState())).toEqual(alice);
    expect(selectSignInStatus(none.scoped.getState())).toBe('signedOut');
    expect(selectSignInSession(none.scoped.getState())).toBeUndefined();
    expect(selectSignInStatus(without.scoped.getState())).toBe('off');
  });
});
