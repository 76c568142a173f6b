/** @jest-environment node */
// The Solana adapter over WalletConnect, against the local Solana chain and the loopback relay: the Dev Wallet as the
// phone approves Solana beside eip155 in one session, and signs and sends for real.
import { Keypair } from '@solana/web3.js';
import type { ProposalTypes } from '@walletconnect/types';
import bs58 from 'bs58';
import { verifiesEd25519 } from '../../../mocks/ed25519.ts';
import { SOLANA_TEST_FUNDING_SOL } from '../../../mocks/fixtures/localChains.ts';
import { localChain, solana } from '../../config/networks';
import { SOLANA_TEST_ADDRESSES } from '../../devWallet/accounts';
import type { DevWalletRequest } from '../../devWallet/devWalletError';
import { solanaWalletConnectFamily } from '../../devWallet/solanaWalletConnect';
import type {
  WalletConnectDevWallet,
  WalletConnectFamily,
  WalletConnectRequest,
  WalletConnectResponse,
} from '../../devWallet/walletConnectDevWallet';
import { selectActiveNativeBalance } from '../../features/account/accountSelectors';
import { selectActiveTokenBalances } from '../../features/account/tokenBalancesApi';
import { sendTokenOf } from '../../features/send/sendRules';
import { amountChanged, receiverChanged, selectSendState, sendRequested, tokenSelected } from '../../features/send/sendSlice';
import type { Balance } from '../../model/balance';
import { currentWallet } from '../../store/currentWallet';
import type { ScopedStore } from '../../store/scopedStore';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { expectConsoleWarn } from '../../test/consoleGuard';
import { createTestDevWallet } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { runSolanaChain } from '../../test/solanaChain';
import { lamportsOf, solanaLocal } from '../../test/solanaNetwork';
import { createHostStore, waitForState } from '../../test/store';
import { createTestPhone, pairWithPhone, runLoopbackRelay } from '../../test/walletConnect';
import { memoryStorage } from '../../utils/storage';
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/connector';
import { createSolanaAdapter } from './solanaAdapter';

const chain = runSolanaChain();
const relay = runLoopbackRelay();
// msw fails any request that leaves the machine: a public node, Reown's RPC, the SDK's probes.
serveMockApi();
// The phone's EVM side is approved but not used here: its chain is nowhere.
const UNUSED_EVM_CHAIN = localChain({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' });
const JOINED_EVM_ID = `${WALLET_CONNECT_CONNECTOR_ID}:eip155`;

const freshAddress = () => Keypair.generate().publicKey.toBase58();

// A session a test leaves (it failed half-way) would be the next page's: the modal's SDK Core is one per realm.
const phones: WalletConnectDevWallet[] = [];
afterEach(() => Promise.all(phones.splice(0).map((phone) => phone.disconnectAll())));

/** A dapp on Solana Local (Solana mainnet configured too, never reached) and an EVM chain, with the Solana adapter. */
function createDapp(storage: ReturnType<typeof memoryStorage>) {
  const config = { projectId: 'local', relayUrl: relay.url, networks: [solanaLocal(chain), solana, UNUSED_EVM_CHAIN] };
  return createHostStore(config, { storage, adapters: [createSolanaAdapter()] });
}

/**
 * The dapp, paired with the Dev Wallet as the phone serving eip155 and Solana Local. `grantSolana` stands in for another
 * wallet's grant.
 */
async function setup({
  account = 0,
  grantSolana,
  refuse,
}: {
  account?: number;
  grantSolana?: (family: WalletConnectFamily) => WalletConnectFamily;
  refuse?: (request: DevWalletRequest) => boolean;
} = {}) {
  const network = solanaLocal(chain);
  const dev = createTestDevWallet(UNUSED_EVM_CHAIN, { solana: network, refuse });
  dev.wallet.selectAccount(account);
  const family = solanaWalletConnectFamily(dev.wallet);
  const proposals: ProposalTypes.Struct[] = [];
  const answered: { request: WalletConnectRequest; response: WalletConnectResponse }[] = [];
  const phone = await createTestPhone({
    wallet: dev.wallet,
    projectId: 'local',
    relayUrl: relay.url,
    families: [grantSolana ? grantSolana(family) : family],
    approveSession: (proposal) => {
      proposals.push(proposal);
      return true;
    },
    onResponse: (request, response) => answered.push({ request, response }),
  });
  phones.push(phone);
  const storage = memoryStorage();
  const dapp = createDapp(storage);
  const { state } = await pairWithPhone({ scoped: dapp.scoped, phone });
  const answers = (method: string) => answered.filter(({ request }) => request.method === method);
  return { ...dapp, dev, phone, network, proposals, answers, state, storage, address: SOLANA_TEST_ADDRESSES[account] as string };
}

/** Has the current wallet sign `message`, as sign-in does. */
function signWithCurrentWallet(scoped: ScopedStore, address: string, message: string) {
  const wallet = scoped.dispatch(currentWallet('solana'));
  if ('none' in wallet) throw new Error(`No wallet: ${wallet.none}`);
  return wallet.adapter.signMessage(wallet.connector, { address, message });
}

/** Sends `amount` SOL to `receiver` through the Send form, once the Tokens list has the SOL the account holds. */
async function sendSol(scoped: ScopedStore, amount: string, receiver: string) {
  const listed = await waitForState(
    scoped,
    (state) => selectActiveTokenBalances(state)?.some((balance) => balance.symbol === 'SOL') === true,
  );
  const sol = selectActiveTokenBalances(listed)?.find((balance) => balance.symbol === 'SOL') as Balance;
  scoped.dispatch(tokenSelected(sendTokenOf(sol)));
  scoped.dispatch(amountChanged(amount));
  scoped.dispatch(receiverChanged(receiver));
  scoped.dispatch(sendRequested());
  await waitForState(scoped, (state) => !selectSendState(state).loading && selectSendState(state).sendTokenAmount === undefined, 20_000);
}

describe('the Solana adapter over WalletConnect, with the Dev Wallet as the phone', () => {
  // First in the file: the pages of later tests share the SDK's Core in this realm, and their ended sessions' clients
  // would also read this session's account event (and throw, as it is not theirs).
  it('proposes Solana Local beside eip155; the phone approves both; the Solana account signs a message that verifies (ed25519), follows the account the phone’s user picks, and a refusal is "Signature declined"', async () => {
    let refusing = false;
    const page = await setup({ refuse: (request) => refusing && request.method === 'solana:signMessage' });
    const [proposal] = page.proposals;
    expect(proposal?.optionalNamespaces.solana).toEqual({
      chains: [page.network.caipNetworkId, solana.caipNetworkId],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
      events: [],
    });
    expect(proposal?.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337']);

    // Solana Local is the active network: the Solana account is the paired connection, the EVM one joins it.
    const { connections } = (await waitForState(page.scoped, (state) => JOINED_EVM_ID in state.connection.connections)).connection;
    expect(connections[WALLET_CONNECT_CONNECTOR_ID]).toMatchObject({
      connector: { chain: 'solana', type: 'WALLET_CONNECT' },
      accounts: [{ namespace: 'solana', address: page.address }],
      approvedCaipNetworkIds: [page.network.caipNetworkId],
    });
    expect(connections[JOINED_EVM_ID]?.accounts).toEqual([expect.objectContaining({ address: page.dev.wallet.addresses[0] })]);
    expect(selectActiveAccount(page.state)?.address).toBe(page.address);
    expect(selectActiveNativeBalance(page.state)).toEqual({ balance: String(SOLANA_TEST_FUNDING_SOL), symbol: 'SOL' });

    const signature = await signWithCurrentWallet(page.scoped, page.address, 'Sign in to the demo dapp');
    expect(verifiesEd25519('Sign in to the demo dapp', signature, page.address)).toBe(true);
    // Over the session as Solana wallets take it: the message and the account in base58, the signature in base58.
    expect(page.answers('solana_signMessage')).toEqual([
      {
        request: expect.objectContaining({
          chainId: page.network.caipNetworkId,
          params: { message: bs58.encode(Buffer.from('Sign in to the demo dapp')), pubkey: page.address },
        }),
        response: { result: { signature } },
      },
    ]);
    expect(page.dev.prompts.map((prompt) => prompt.method)).toContain('solana:signMessage');

    page.dev.wallet.selectAccount(4);
    const moved = await waitForState(page.scoped, (state) => selectActiveAccount(state)?.address === SOLANA_TEST_ADDRESSES[4], 10_000);
    expect(moved.connection.connections[WALLET_CONNECT_CONNECTOR_ID]?.accounts.map((account) => account.address)).toEqual([
      SOLANA_TEST_ADDRESSES[4],
    ]);
    const fromNewAccount = await signWithCurrentWallet(page.scoped, SOLANA_TEST_ADDRESSES[4] as string, 'From the new account');
    expect(verifiesEd25519('From the new account', fromNewAccount, SOLANA_TEST_ADDRESSES[4] as string)).toBe(true);

    refusing = true;
    await expect(signWithCurrentWallet(page.scoped, SOLANA_TEST_ADDRESSES[4] as string, 'Refused')).rejects.toMatchObject({
      message: 'Signature declined',
      kind: 'userRejected',
    });

    await page.phone.disconnectAll();
    await waitForState(page.scoped, (state) => state.connection.status === 'disconnected', 10_000);
  }, 60_000);

  it('restores the Solana connection after a reload, from the session, without pairing again', async () => {
    // Each page of this file makes a Core with the modal's storage prefix in one realm, and the SDK warns from the second on.
    expectConsoleWarn(/^WalletConnect Core is already initialized/);
    const page = await setup({ account: 5 });
    const reloaded = createDapp(page.storage);
    const state = await waitForState(reloaded.scoped, (current) => selectActiveNativeBalance(current) !== undefined, 10_000);
    expect(state.connection.pairing.uri).toBeUndefined();
    expect(state.connection.connections[WALLET_CONNECT_CONNECTOR_ID]?.accounts.map((account) => account.address)).toEqual([
      SOLANA_TEST_ADDRESSES[5],
    ]);
    expect(selectActiveAccount(state)?.address).toBe(SOLANA_TEST_ADDRESSES[5]);
  }, 60_000);

  it('sends 0.25 SOL with solana_signAndSendTransaction: the receiver is up by exactly 250000000 lamports', async () => {
    expectConsoleWarn(/^WalletConnect Core is already initialized/);
    const page = await setup({ account: 1 });
    const receiver = freshAddress();
    await sendSol(page.scoped, '0.25', receiver);
    expect(await lamportsOf(chain.connection(), receiver)).toBe(250_000_000n);
    expect(page.answers('solana_signAndSendTransaction')).toHaveLength(1);
    expect(page.answers('solana_signTransaction')).toEqual([]);
  }, 60_000);

  it('with a wallet that grants solana_signTransaction but not sending, the wallet signs and the node sends', async () => {
    expectConsoleWarn(/^WalletConnect Core is already initialized/);
    const signsOnly = (family: WalletConnectFamily): WalletConnectFamily => ({
      ...family,
      grant: (proposal) => {
        const granted = family.grant(proposal);
        return granted && { ...granted, methods: granted.methods.filter((method) => method !== 'solana_signAndSendTransaction') };
      },
    });
    const page = await setup({ account: 2, grantSolana: signsOnly });
    const receiver = freshAddress();
    await sendSol(page.scoped, '0.5', receiver);
    expect(await lamportsOf(chain.connection(), receiver)).toBe(500_000_000n);
    const [signed] = page.answers('solana_signTransaction');
    // The phone answers the signature and the signed transaction, in base58 and base64.
    expect(signed?.response).toEqual({
      result: { signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/), transaction: expect.any(String) },
    });
    expect(page.answers('solana_signAndSendTransaction')).toEqual([]);
  }, 60_000);
});
