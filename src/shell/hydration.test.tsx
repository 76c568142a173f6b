import type { Store } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { networkSwitchRequested } from '../store/slices/chainSlice';
import { connectRequested, selectCurrentConnection } from '../store/slices/connectionSlice';
import { runLocalChains } from '../test/chains';
import { announceDevWallet, DEV_WALLET_ID } from '../test/devWallet';
import { serveMockApi } from '../test/mockApi';
import { createHostStore, waitForState } from '../test/store';
import { memoryStorage } from '../utils/storage';
import { ConnectButton } from './ConnectButton/ConnectButton';
import { useAccount } from './hooks/useAccount';
import { useNetwork } from './hooks/useNetwork';

const chains = runLocalChains();
serveMockApi();
const config = () => ({ projectId: 'test-project-id', networks: [chains.a, chains.b] });

/** A host's page: the package's button, and the host's own line read through the package's hooks. */
function HostPage({ store }: { store: Store }) {
  return (
    <Provider store={store}>
      <ConnectButton />
      <HostLine />
    </Provider>
  );
}

function HostLine() {
  const { status } = useAccount();
  const { network } = useNetwork();
  return <p>{`${status} on ${network?.name}`}</p>;
}

/** Whether a slice is an RTK Query cache with a request in flight. */
function hasPendingQuery(slice: unknown): boolean {
  const queries = (slice as { queries?: Record<string, { status?: string } | undefined> } | null)?.queries;
  return queries !== undefined && Object.values(queries).some((query) => query?.status === 'pending');
}

describe('hydrating a server’s HTML (docs/behaviour.md#server-rendering)', () => {
  it('matches what the server rendered for a returning visitor, then restores the visitor’s account and network', async () => {
    // The visitor's earlier visit: the Dev Wallet connected, then moved to the second chain. Both are in its storage.
    const storage = memoryStorage();
    const { prompts } = announceDevWallet(chains.a, { storage });
    const earlier = createHostStore(config(), { storage });
    await waitForState(earlier.scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
    earlier.scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
    await waitForState(earlier.scoped, (state) => state.connection.status === 'connected');
    earlier.scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:31338' }));
    await waitForState(earlier.scoped, (state) => selectCurrentConnection(state)?.chainId === 31338);

    const promptsBefore = prompts.length;

    // The server knows nothing of the visitor: it renders the page as anyone's first visit.
    const server = createHostStore(config());
    const html = renderToString(<HostPage store={server.store} />);
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('disconnected on Anvil A');

    // The browser's store starts from the visitor's storage, and hydrates the server's HTML without a mismatch.
    const browser = createHostStore(config(), { storage });
    expect(browser.scoped.getState().connection.status).not.toBe('disconnected');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <HostPage store={browser.store} />, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);

    // Then the visitor's own state: the account restored on the second chain, asking the wallet nothing.
    expect(await screen.findByText('connected on Anvil B')).toBeVisible();
    // The button shows the account (by its name, from the profile API) and its balance.
    expect(await screen.findByRole('button', { name: /^alice\.reown\.id.*10,000\.000 ETH$/ })).toBeVisible();
    expect(prompts).toHaveLength(promptsBefore);
    // Every read the restore started has answered; the page goes before the test ends, so nothing renders after it
    // (the stores' teardown clears their caches).
    await waitForState(browser.scoped, (state) => !Object.values(state).some(hasPendingQuery));
    act(() => root.unmount());
  });
});
