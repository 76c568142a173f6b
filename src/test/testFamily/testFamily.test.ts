/** @jest-environment node */

import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { type Network, solanaDevnet } from '../../config/networks';
import { selectActiveNativeBalance } from '../../features/account/accountSelectors';
import { nativeBalanceEntry } from '../../features/account/tokenBalances';
import { amountChanged, receiverChanged, selectSendState, sendRequested, tokenSelected } from '../../features/send/sendSlice';
import { currentWallet } from '../../store/currentWallet';
import type { ScopedStore } from '../../store/scopedStore';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { connectRequested } from '../../store/slices/connectionSlice';
import { runLocalChains } from '../chains';
import { createTestDevWallet } from '../devWallet';
import { serveMockApi } from '../mockApi';
import { createHostStore, waitForState } from '../store';
import { createTestPhone, pairWithPhone, runLoopbackRelay } from '../walletConnect';
import { createTestFamily } from './testFamily';

// The proof that a chain family is a folder: everything here goes through the ChainAdapter contract and the
// modal's public options (adapters, the WalletConnect service), with nothing of the family known to the modal.

const chains = runLocalChains();
const relay = runLoopbackRelay();
serveMockApi();

/** The family's network, with an RPC on this machine: WalletConnect checks that a granted namespace's RPC answers. */
const familyNetwork = (): Network => ({ ...solanaDevnet, rpcUrls: { default: { http: chains.a.rpcUrls.default.http } } });
const RECEIVER = 'So11111111111111111111111111111111111111112';
const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Has the current wallet of the family sign `message`, as sign-in does. */
function signWithCurrentWallet(scoped: ScopedStore, message: string) {
  const wallet = scoped.dispatch(currentWallet('solana'));
  if ('none' in wallet) throw new Error(`No wallet: ${wallet.none}`);
  return wallet.adapter.signMessage(wallet.connector, { address: wallet.connection.accounts[0]?.address ?? '', message });
}

/** Sends 1 SOL to RECEIVER through the Send form, and resolves once the form has settled. */
async function sendOneSol(scoped: ScopedStore, network: Network) {
  scoped.dispatch(tokenSelected({ ...nativeBalanceEntry(network, '5'), address: undefined }));
  scoped.dispatch(amountChanged('1'));
  scoped.dispatch(receiverChanged(RECEIVER));
  scoped.dispatch(sendRequested());
  await waitForState(scoped, (state) => !selectSendState(state).loading && selectSendState(state).sendTokenAmount === undefined, 15_000);
}

describe('a chain family defined in the tests', () => {
  it('connects its wallet of the page, shows its balance, signs and sends', async () => {
    const network = familyNetwork();
    const family = createTestFamily(network, { balance: 5n * LAMPORTS_PER_SOL });
    const { scoped } = createHostStore({ projectId: 'local', relayUrl: relay.url, networks: [network] }, { adapters: [family.adapter] });
    await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.name === 'Test Family Wallet'));

    scoped.dispatch(connectRequested({ connectorId: 'testFamilyWallet' }));
    const connected = await waitForState(scoped, (state) => selectActiveNativeBalance(state) !== undefined);
    expect(selectActiveAccount(connected)?.address).toBe(family.address);
    expect(selectActiveNativeBalance(connected)).toEqual({ balance: '5', symbol: 'SOL' });

    expect(family.verify('Sign in to the test app', await signWithCurrentWallet(scoped, 'Sign in to the test app'))).toBe(true);

    await sendOneSol(scoped, network);
    expect(family.ledger.get(RECEIVER)).toBe(LAMPORTS_PER_SOL);
    await waitForState(scoped, (state) => selectActiveNativeBalance(state)?.balance === '4');
  }, 30_000);

  it('joins a WalletConnect session on its own: a host with only this family pairs, signs and sends over it', async () => {
    const network = familyNetwork();
    const family = createTestFamily(network, { balance: 5n * LAMPORTS_PER_SOL });
    const phone = await createTestPhone({
      wallet: createTestDevWallet(chains.a).wallet,
      projectId: 'local',
      relayUrl: relay.url,
      approveSession: () => true,
      families: [family.wallet],
    });
    const { scoped } = createHostStore({ projectId: 'local', relayUrl: relay.url, networks: [network] }, { adapters: [family.adapter] });

    const { state } = await pairWithPhone({ scoped, phone });
    expect(state.connection.connections[WALLET_CONNECT_CONNECTOR_ID]).toMatchObject({
      connector: { chain: 'solana', type: 'WALLET_CONNECT' },
      accounts: [{ namespace: 'solana', address: family.address }],
    });
    expect(selectActiveAccount(state)?.address).toBe(family.address);
    const shown = await waitForState(scoped, (current) => selectActiveNativeBalance(current) !== undefined);
    expect(selectActiveNativeBalance(shown)).toEqual({ balance: '5', symbol: 'SOL' });

    // Its requests travel the session to the phone, which signs and sends with the family's key.
    expect(family.verify('Over the relay', await signWithCurrentWallet(scoped, 'Over the relay'))).toBe(true);
    await sendOneSol(scoped, network);
    expect(family.ledger.get(RECEIVER)).toBe(LAMPORTS_PER_SOL);
    await phone.disconnectAll();
    await waitForState(scoped, (current) => current.connection.status === 'disconnected', 10_000);
  }, 30_000);
});
