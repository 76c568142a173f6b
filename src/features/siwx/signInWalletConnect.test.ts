/** @jest-environment node */
// A WalletConnect session signs in too (docs/behaviour.md#sign-in): the message goes through the session's adapter to
// the phone, the Dev Wallet over WalletConnect on the loopback relay, and its signature verifies against the chain.
import { parseSiweMessage } from 'viem/siwe';
import { runLocalChains } from '../../test/chains';
import { serveMockApi } from '../../test/mockApi';
import { waitForEffects, waitForState } from '../../test/store';
import { createDappAndPhone, pairWithPhone, runLoopbackRelay } from '../../test/walletConnect';
import { memoryStorage } from '../../utils/storage';
import { createDefaultSiwx, selectSignInSession, selectSignInStatus } from './index';
import { signedIn, signInRequested } from './siwxActions';

const chains = runLocalChains();
const relay = runLoopbackRelay();
serveMockApi();

it('signs in over a WalletConnect session: the phone signs the ERC-4361 message, the session verifies and is kept', async () => {
  const storage = memoryStorage();
  const siwx = createDefaultSiwx({ networks: [chains.a], required: true, storage, domain: 'app.example', uri: 'https://app.example' });
  const session = await createDappAndPhone({ relayUrl: relay.url, network: chains.a, storage, config: { siwx } });
  const { scoped, dev, phone } = session;
  await pairWithPhone(session);
  await waitForState(scoped, (state) => state.modal.open && state.modal.history.at(-1)?.view === 'SIWXSignMessage', 10_000);

  scoped.dispatch(signInRequested());
  await waitForEffects(session, signInRequested, [signedIn], 15_000);
  const state = scoped.getState();
  expect(selectSignInStatus(state)).toBe('signedIn');
  expect(state.modal.open).toBe(false);
  const address = dev.wallet.addresses[0] as string;
  expect(parseSiweMessage(selectSignInSession(state)?.message ?? '')).toMatchObject({ address, chainId: 31337, domain: 'app.example' });
  expect(dev.prompts.filter((prompt) => prompt.method === 'personal_sign')).toHaveLength(1);
  await phone.disconnectAll();
}, 30_000);
