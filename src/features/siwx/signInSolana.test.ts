/** @jest-environment node */
// Sign-in with the Dev Wallet's Solana side on the local Solana chain, with the default sign-in: the CAIP-122 message
// with a Solana account, signed as ed25519 and verified in the page (docs/behaviour.md#sign-in).
import { generateKeyPairSync, sign } from 'node:crypto';
import { isAnyOf } from '@reduxjs/toolkit';
import bs58 from 'bs58';
import { createSolanaAdapter } from '../../adapters/solana/solanaAdapter';
import { localChain } from '../../config/networks';
import { SOLANA_TEST_ADDRESSES } from '../../devWallet/accounts';
import { connectRequested } from '../../store/slices/connectionSlice';
import { selectCurrentView } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { registerSolanaDevWallet } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { runSolanaChain } from '../../test/solanaChain';
import { SOLANA_DEV_WALLET_ID, solanaLocal } from '../../test/solanaNetwork';
import { type ActionMatcher, createHostStore, waitForEffects, waitForState } from '../../test/store';
import { type KeyValueStorage, memoryStorage } from '../../utils/storage';
import { selectActiveNativeBalance } from '../account/accountSelectors';
import { selectActiveTokenBalances } from '../account/tokenBalancesApi';
import { createDefaultSiwx, selectSignInSession, selectSignInStatus } from './index';
import { sessionFound, sessionMissing, signedIn, signInFailed, signInRequested } from './siwxActions';

const chain = runSolanaChain();
serveMockApi();
// The Dev Wallet's EVM side is not used here: its chain is nowhere.
const UNUSED_EVM_CHAIN = localChain({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' });
// Outside a page the messages name the app explicitly.
const APP = { domain: 'app.example', uri: 'https://app.example' };

const SESSION_LOOKED_UP = { match: isAnyOf(sessionFound, sessionMissing), type: 'siwx/sessionFound or siwx/sessionMissing' };
const SIGN_IN_ENDED = { match: isAnyOf(signedIn, signInFailed), type: 'the end of a sign-in' };

/** A page on Solana Local with the default sign-in (required) and the Dev Wallet's Solana side; one storage for the origin. */
async function openPage({ storage = memoryStorage(), refuseSigning = false }: { storage?: KeyValueStorage; refuseSigning?: boolean } = {}) {
  const network = solanaLocal(chain);
  const dev = registerSolanaDevWallet(UNUSED_EVM_CHAIN, network, {
    storage,
    refuse: (request) => refuseSigning && request.method === 'solana:signMessage',
  });
  const siwx = createDefaultSiwx({ networks: [network], required: true, storage, ...APP });
  const host = createHostStore({ projectId: 'test-project-id', networks: [network], siwx }, { storage, adapters: [createSolanaAdapter()] });
  await waitForState(host.scoped, (state) => state.connectors.list.some((connector) => connector.id === SOLANA_DEV_WALLET_ID));
  const signatures = () => dev.prompts.filter((prompt) => prompt.method === 'solana:signMessage');
  return { ...dev, ...host, network, storage, signatures };
}
type Page = Awaited<ReturnType<typeof openPage>>;

async function stateAfter(page: Page, cause: ActionMatcher, outcome: ActionMatcher) {
  await waitForEffects(page, cause, [outcome], 15_000);
  return page.scoped.getState();
}

/**
 * The account's balances are in and no read is under way (an answer kept from the last visit shows at once while it is
 * asked for again), so none lands after the test.
 */
const balancesRead = (state: WalletModalState) =>
  selectActiveNativeBalance(state)?.balance !== undefined &&
  selectActiveTokenBalances(state) !== undefined &&
  [state.providerApi, state.chainApi].every((api) => Object.values(api?.queries ?? {}).every((query) => query?.status !== 'pending'));

/** Connects the wallet; resolves once the sign-in looked the session up and the account's balances are in. */
async function connect(page: Page) {
  page.scoped.dispatch(connectRequested({ connectorId: SOLANA_DEV_WALLET_ID }));
  await stateAfter(page, connectRequested, SESSION_LOOKED_UP);
  return waitForState(page.scoped, balancesRead, 15_000).then(() => page.scoped.getState());
}

const view = (state: WalletModalState) => (state.modal.open ? selectCurrentView(state)?.view : undefined);

describe('sign-in with the Dev Wallet’s Solana side', () => {
  it('signs the CAIP-122 message with the Solana account; the ed25519 signature verifies and the session is kept', async () => {
    const page = await openPage();
    const connected = await connect(page);
    expect(view(connected)).toBe('SIWXSignMessage');

    page.scoped.dispatch(signInRequested());
    const state = await stateAfter(page, signInRequested, SIGN_IN_ENDED);
    const address = SOLANA_TEST_ADDRESSES[0] as string;
    expect(selectSignInStatus(state)).toBe('signedIn');
    expect(view(state)).toBeUndefined();
    expect(page.signatures()).toHaveLength(1);
    const session = selectSignInSession(state);
    const [, reference] = page.network.caipNetworkId.split(':');
    expect(session?.message).toMatch(
      new RegExp(
        `^app\\.example wants you to sign in with your Solana account:\\n${address}\\n\\nURI: https://app\\.example\\nVersion: 1\\nChain ID: ${reference}\\nNonce: [a-zA-Z0-9]{8,}\\nIssued At: \\S+\\nExpiration Time: \\S+$`,
      ),
    );
    expect(session?.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
  });

  it('a reload with the session asks the wallet nothing', async () => {
    const page = await openPage();
    await connect(page);
    page.scoped.dispatch(signInRequested());
    await stateAfter(page, signInRequested, SIGN_IN_ENDED);

    const reloaded = await openPage({ storage: page.storage });
    await waitForEffects(
      reloaded,
      { match: (action) => action === reloaded.actions[0], type: 'the store made' },
      [SESSION_LOOKED_UP],
      15_000,
    );
    expect(selectSignInStatus(reloaded.scoped.getState())).toBe('signedIn');
    expect(reloaded.prompts).toEqual([]);
    await waitForState(reloaded.scoped, balancesRead, 15_000);
  });

  it('a refused signature says "Signature declined" and opens the view again', async () => {
    const page = await openPage({ refuseSigning: true });
    await connect(page);
    page.scoped.dispatch(signInRequested());
    const state = await stateAfter(page, signInRequested, SIGN_IN_ENDED);
    expect(englishText((state.alerts.queuedToast ?? state.alerts.toast)?.notice)).toBe('Signature declined');
    expect(view(state)).toBe('SIWXSignMessage');
    expect(selectSignInStatus(state)).toBe('signedOut');
  });
});

describe('the default sign-in’s verification of Solana signatures', () => {
  /** A Solana account's key pair, its address in base58. */
  function solanaAccount() {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
    return { address: bs58.encode(raw), sign: (message: string) => bs58.encode(sign(null, Buffer.from(message), privateKey)) };
  }

  it('keeps a session its account signed, and refuses one signed by another, altered, or for another chain', async () => {
    const network = solanaLocal(chain);
    const siwx = createDefaultSiwx({ networks: [network], storage: memoryStorage(), ...APP });
    const account = solanaAccount();
    const { toString: text, ...data } = await siwx.createMessage({ accountAddress: account.address, chainId: network.caipNetworkId });
    const message = text();
    const good = { data, message, signature: account.sign(message) };

    const refusals = [
      { ...good, signature: solanaAccount().sign(message) },
      { ...good, message: message.replace('app.example', 'evil.example'), data: { ...data, domain: 'evil.example' } },
      { ...good, data: { ...data, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const } },
      { ...good, signature: 'not base58 at all' },
    ];
    for (const session of refusals) await expect(siwx.addSession(session)).rejects.toThrow('The sign-in session does not verify');
    await siwx.addSession(good);
    expect(await siwx.getSessions(network.caipNetworkId, account.address)).toEqual([good]);
  });
});
