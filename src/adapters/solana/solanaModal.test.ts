/** @jest-environment node */
// The modal with the Solana adapter, on the local Solana chain, through the family contract alone: the features are the
// same ones EVM uses.
import { Keypair } from '@solana/web3.js';
import { DSPL, SOLANA_TEST_FUNDING_SOL } from '../../../mocks/fixtures/localChains.ts';
import { localChain } from '../../config/networks';
import { SOLANA_TEST_ADDRESSES } from '../../devWallet/accounts';
import { selectActiveNativeBalance } from '../../features/account/accountSelectors';
import { selectActiveTokenBalances } from '../../features/account/tokenBalancesApi';
import { sendTokenOf } from '../../features/send/sendRules';
import {
  amountChanged,
  maxAmountRequested,
  receiverChanged,
  selectSendState,
  sendRequested,
  tokenSelected,
} from '../../features/send/sendSlice';
import type { Balance } from '../../model/balance';
import { balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { connectRequested, disconnectRequested, selectCurrentConnection } from '../../store/slices/connectionSlice';
import type { WalletModalState } from '../../store/types';
import { BALANCES_READ } from '../../test/accountAnswers';
import { registerSolanaDevWallet } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { runSolanaChain } from '../../test/solanaChain';
import { lamportsOf as lamports, SOLANA_DEV_WALLET_ID, solanaLocal, spendAllDspl } from '../../test/solanaNetwork';
import { createHostStore, waitForEffects, waitForState } from '../../test/store';
import { memoryStorage } from '../../utils/storage';
import { createSolanaAdapter } from './solanaAdapter';

const chain = runSolanaChain();
serveMockApi();
// The Dev Wallet's EVM side is not used here: its chain is nowhere.
const UNUSED_EVM_CHAIN = localChain({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' });

const freshAddress = () => Keypair.generate().publicKey.toBase58();
const lamportsOf = (address: string) => lamports(chain.connection(), address);

const hasBalances = (state: WalletModalState) =>
  selectActiveNativeBalance(state)?.balance !== undefined && selectActiveTokenBalances(state) !== undefined;

/** A host with the Solana adapter on Solana Local, the Dev Wallet's Solana side registered on the page. */
async function setup({ storage = memoryStorage(), walletStorage = memoryStorage(), account = 0 } = {}) {
  const network = solanaLocal(chain);
  const dev = registerSolanaDevWallet(UNUSED_EVM_CHAIN, network, { storage: walletStorage });
  dev.wallet.selectAccount(account);
  const host = createHostStore({ projectId: 'test-project-id', networks: [network] }, { storage, adapters: [createSolanaAdapter()] });
  await waitForState(host.scoped, (state) => state.connectors.list.some((connector) => connector.id === SOLANA_DEV_WALLET_ID));
  const prompts = (method: string) => dev.prompts.filter((prompt) => prompt.method === method);
  // The page's storage and the wallet's own are two.
  return { ...dev, ...host, network, prompts, walletStorage };
}

async function connect(page: Awaited<ReturnType<typeof setup>>) {
  page.scoped.dispatch(connectRequested({ connectorId: SOLANA_DEV_WALLET_ID }));
  return waitForState(page.scoped, (state) => state.connection.status === 'connected' && hasBalances(state));
}

/** The account's balance of `symbol`, as the Tokens list shows it. */
const tokenOf = (state: WalletModalState, symbol: string) =>
  selectActiveTokenBalances(state)?.find((balance) => balance.symbol === symbol) as Balance;

/** The notice of the last toast asked for: shown, or waiting its turn behind another (here, 'Token Balance Unavailable'). */
const lastToast = ({ alerts }: WalletModalState) => {
  const toast = alerts.queuedToast ?? alerts.toast;
  return { variant: toast?.variant, message: englishText(toast?.notice) };
};

/** Fills the send form with `amount` of `symbol` to `receiver` and sends it, twice in the same instant. */
async function send(
  page: Awaited<ReturnType<typeof setup>>,
  { symbol, amount, receiver }: { symbol: string; amount: string; receiver: string },
) {
  const { scoped } = page;
  scoped.dispatch(tokenSelected(sendTokenOf(tokenOf(scoped.getState(), symbol))));
  scoped.dispatch(amountChanged(amount));
  scoped.dispatch(receiverChanged(receiver));
  scoped.dispatch(sendRequested());
  scoped.dispatch(sendRequested());
  expect(selectSendState(scoped.getState()).loading).toBe(true);
  await waitForState(scoped, (state) => !selectSendState(state).loading, 20_000);
  // The outcome's toast follows at once.
  return scoped.getState();
}

describe('the modal with the Solana adapter on the local chain', () => {
  it('connects the Dev Wallet on Solana Local and shows the SOL and DSPL the chain holds', async () => {
    const page = await setup();
    const state = await connect(page);
    const address = SOLANA_TEST_ADDRESSES[0] as string;
    expect(selectCurrentConnection(state)).toMatchObject({
      connectorId: SOLANA_DEV_WALLET_ID,
      chainId: page.network.id,
      connector: { chain: 'solana', name: 'Dev Wallet' },
    });
    expect(selectActiveAccount(state)).toMatchObject({ address, caipAddress: `${page.network.caipNetworkId}:${address}` });
    expect(selectActiveNativeBalance(state)).toEqual({ balance: String(SOLANA_TEST_FUNDING_SOL), symbol: 'SOL' });
    expect(tokenOf(state, 'DSPL')?.quantity).toEqual({ decimals: '6', numeric: DSPL.minted });
    expect(page.prompts('standard:connect')).toHaveLength(1);
  });

  it('restores the connection on reload without asking the wallet’s user again', async () => {
    const first = await setup();
    await connect(first);
    const reloaded = await setup({ storage: first.storage, walletStorage: first.walletStorage });
    const state = await waitForState(reloaded.scoped, (current) => current.connection.status === 'connected' && hasBalances(current));
    expect(selectActiveAccount(state)?.address).toBe(SOLANA_TEST_ADDRESSES[0]);
    expect(reloaded.prompts('standard:connect')).toEqual([]);
  });

  it('follows an account switch in the wallet, and disconnects when the wallet forgets the site', async () => {
    const page = await setup();
    await connect(page);
    page.wallet.selectAccount(1);
    await waitForState(page.scoped, (state) => selectActiveAccount(state)?.address === SOLANA_TEST_ADDRESSES[1]);
    page.wallet.forgetSite();
    const state = await waitForState(page.scoped, (current) => current.connection.status === 'disconnected');
    expect(selectActiveAccount(state)?.address).toBeUndefined();
  });

  it('disconnects in the wallet too: the next visit is not restored', async () => {
    const page = await setup();
    await connect(page);
    page.scoped.dispatch(disconnectRequested());
    await waitForState(page.scoped, (state) => state.connection.status === 'disconnected');
    const features = page.wallet.solana?.wallet.features as {
      'standard:connect': { connect(input: { silent: boolean }): Promise<{ accounts: unknown[] }> };
    };
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });
  });

  it('sends 0.25 SOL once, though asked twice: the receiver’s balance is up by exactly 250000000 lamports', async () => {
    const page = await setup({ account: 3 });
    await connect(page);
    const receiver = freshAddress();
    const state = await send(page, { symbol: 'SOL', amount: '0.25', receiver });
    expect(lastToast(state)).toEqual({ variant: 'success', message: 'Sent 0.25 SOL' });
    expect(await lamportsOf(receiver)).toBe(250_000_000n);
    expect(page.prompts('solana:signAndSendTransaction')).toHaveLength(1);
    await waitForEffects(page, balanceRefreshRequested, BALANCES_READ);
  }, 30_000);

  it('sends DSPL to a fresh receiver, and the sender’s list shows what is left', async () => {
    const page = await setup({ account: 1 });
    await connect(page);
    await send(page, { symbol: 'DSPL', amount: '2.5', receiver: freshAddress() });
    await waitForEffects(page, balanceRefreshRequested, BALANCES_READ);
    await waitForState(page.scoped, (state) => tokenOf(state, 'DSPL')?.quantity.numeric === '997.5');
  }, 30_000);

  it('fills Max with the SOL balance less the fee the chain quotes', async () => {
    const page = await setup({ account: 6 });
    await connect(page);
    page.scoped.dispatch(tokenSelected(sendTokenOf(tokenOf(page.scoped.getState(), 'SOL'))));
    page.scoped.dispatch(receiverChanged(freshAddress()));
    page.scoped.dispatch(maxAmountRequested());
    const state = await waitForState(page.scoped, (current) => selectSendState(current).sendTokenAmount !== undefined);
    expect(selectSendState(state).sendTokenAmount).toBe('99.999995');
  });

  it('shows the token program’s error when the chain refuses the transfer, and keeps the form', async () => {
    const page = await setup({ account: 2 });
    await connect(page);
    // The Tokens list said 1000 DSPL; the account spent them elsewhere since.
    await spendAllDspl(chain.connection(), 2);
    const receiver = freshAddress();
    const state = await send(page, { symbol: 'DSPL', amount: '10', receiver });
    expect(lastToast(state)).toEqual({ variant: 'error', message: 'insufficient funds' });
    expect(selectSendState(state)).toMatchObject({ sendTokenAmount: '10', receiverAddress: receiver });
    expect(page.prompts('solana:signAndSendTransaction')).toEqual([]);
  }, 30_000);

  it('says what the runtime refused when no program did: too little SOL for a new account to exist', async () => {
    const page = await setup({ account: 7 });
    await connect(page);
    const receiver = freshAddress();
    const state = await send(page, { symbol: 'SOL', amount: '0.0000001', receiver });
    expect(lastToast(state)).toEqual({ variant: 'error', message: 'InsufficientFundsForRent' });
    expect(await lamportsOf(receiver)).toBe(0n);
  }, 30_000);
});
