/** @jest-environment node */
// One WalletConnect session over the loopback relay, real SDK on both sides: the Dev Wallet as the phone approves all five
// chain families at once, and the modal signs in each of bip122, polkadot and cosmos through its families' adapters,
// each signature verified by that family's own check.
import { signatureVerify } from '@polkadot/util-crypto';
import type { ProposalTypes } from '@walletconnect/types';
import { SOLANA_LOCAL_CAIP_NETWORK_ID } from '../../../mocks/fixtures/localChains.ts';
import { defineNetwork, localChain, type Network } from '../../config/networks';
import { bitcoinWalletConnectFamily } from '../../devWallet/bitcoinWalletConnect';
import { cosmosWalletConnectFamily } from '../../devWallet/cosmosWalletConnect';
import { createDevWallet } from '../../devWallet/devWallet';
import type { DevWalletRequest } from '../../devWallet/devWalletError';
import { polkadotWalletConnectFamily } from '../../devWallet/polkadotWalletConnect';
import { solanaWalletConnectFamily } from '../../devWallet/solanaWalletConnect';
import type { WalletConnectDevWallet, WalletConnectRequest, WalletConnectResponse } from '../../devWallet/walletConnectDevWallet';
import { messageSignatureRequested } from '../../features/connection';
import type { ScopedStore } from '../../store/scopedStore';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { networkSwitchRequested } from '../../store/slices/chainSlice';
import { connectRequested } from '../../store/slices/connectionSlice';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, waitForState } from '../../test/store';
import { createTestPhone, runLoopbackRelay } from '../../test/walletConnect';
import { memoryStorage } from '../../utils/storage';
import { createBitcoinAdapter } from '../bitcoin/bitcoinAdapter';
import { verifyMessageSignature } from '../bitcoin/messageSignature';
import { readStdSignature, verifyAdr036 } from '../cosmos/adr036';
import { createCosmosAdapter } from '../cosmos/cosmosAdapter';
import { createPolkadotAdapter } from '../polkadot/polkadotAdapter';
import { createSolanaAdapter } from '../solana/solanaAdapter';
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/connector';
import { joinedConnectorId } from '../walletConnect/sessionConnector';

const relay = runLoopbackRelay();
// msw fails any request that leaves the machine: a public node, Reown's RPC, the SDK's probes.
serveMockApi();

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const;
const POLKADOT_LOCAL = 'polkadot:2f5b862eaec1ebd8e28b633f9762e724' as const;
const COSMOS_LOCAL = 'cosmos:localnet-1' as const;
// No node answers on these: the families signed here read nothing from a chain, and the others are not active.
const NOWHERE = 'http://127.0.0.1:9';

const local = (caipNetworkId: string, name: string, symbol: string, decimals: number): Network =>
  defineNetwork({
    id: caipNetworkId.slice(caipNetworkId.indexOf(':') + 1),
    name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http: [NOWHERE] } },
    chainNamespace: caipNetworkId.split(':')[0] as Network['chainNamespace'],
    testnet: true,
  });
const bitcoinRegtest = local(REGTEST, 'Bitcoin Regtest', 'BTC', 8);
const polkadotLocal = local(POLKADOT_LOCAL, 'Polkadot Local', 'DOT', 10);
const cosmosLocal = local(COSMOS_LOCAL, 'Cosmos Local', 'ATOM', 6);
const solanaLocal = local(SOLANA_LOCAL_CAIP_NETWORK_ID, 'Solana Local', 'SOL', 9);
const anvil = localChain({ id: 31337, name: 'Anvil A', rpcUrl: NOWHERE });

const phones: WalletConnectDevWallet[] = [];
afterEach(() => Promise.all(phones.splice(0).map((phone) => phone.disconnectAll())));

/** The phone: the Dev Wallet with all five sides, serving the four families beside eip155 in one session. */
async function createPhone(refuse: (request: DevWalletRequest) => boolean) {
  const prompts: DevWalletRequest[] = [];
  const wallet = createDevWallet({
    chain: { id: 31337, name: 'Anvil A', rpcUrl: NOWHERE },
    approve: (request) => {
      prompts.push(request);
      return !refuse(request);
    },
    solana: { chain: { id: SOLANA_LOCAL_CAIP_NETWORK_ID as `solana:${string}`, name: 'Solana Local', rpcUrl: NOWHERE } },
    bitcoin: { chain: { id: REGTEST, name: 'Bitcoin Regtest' } },
    polkadot: { chain: { id: POLKADOT_LOCAL, name: 'Polkadot Local' } },
    cosmos: { chain: { id: 'localnet-1', name: 'Cosmos Local' } },
  });
  const proposals: ProposalTypes.Struct[] = [];
  const answered: { request: WalletConnectRequest; response: WalletConnectResponse }[] = [];
  const phone = await createTestPhone({
    wallet,
    projectId: 'local',
    relayUrl: relay.url,
    families: [
      solanaWalletConnectFamily(wallet),
      bitcoinWalletConnectFamily(wallet, REGTEST),
      polkadotWalletConnectFamily(wallet, POLKADOT_LOCAL),
      cosmosWalletConnectFamily(wallet, COSMOS_LOCAL),
    ],
    approveSession: (proposal) => {
      proposals.push(proposal);
      return true;
    },
    onResponse: (request, response) => answered.push({ request, response }),
  });
  phones.push(phone);
  return { wallet, phone, prompts, proposals, answered };
}

/**
 * Has the wallet of `namespace`'s connection sign `message`, as a host does (`messageSignatureRequested`): the paired
 * bip122 connection, or a namespace that joined it.
 */
function sign(scoped: ScopedStore, namespace: 'bip122' | 'polkadot' | 'cosmos', message: string) {
  return scoped.dispatch(
    messageSignatureRequested(message, namespace === 'bip122' ? WALLET_CONNECT_CONNECTOR_ID : joinedConnectorId(namespace)),
  );
}

const JOINED = (['eip155', 'solana', 'polkadot', 'cosmos'] as const).map(joinedConnectorId);

describe('one WalletConnect session with the five chain families', () => {
  it('proposes bip122, polkadot and cosmos beside eip155 and solana; the phone grants all five; each of the three signs, and each signature verifies', async () => {
    let refusing = false;
    const page = await createPhone((request) => refusing && request.method === 'signArbitrary');
    // Bitcoin Regtest first: the active network, so bip122 is the paired connection and the others join it.
    const dapp = createHostStore(
      { projectId: 'local', relayUrl: relay.url, networks: [bitcoinRegtest, polkadotLocal, cosmosLocal, solanaLocal, anvil] },
      {
        storage: memoryStorage(),
        adapters: [createBitcoinAdapter(), createPolkadotAdapter(), createCosmosAdapter(), createSolanaAdapter()],
      },
    );
    await waitForState(dapp.scoped, (state) => state.connectors.list.some((connector) => connector.id === WALLET_CONNECT_CONNECTOR_ID));
    dapp.scoped.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
    const { uri } = (await waitForState(dapp.scoped, (state) => state.connection.pairing.uri !== undefined, 10_000)).connection.pairing;
    await page.phone.pair(uri as string);
    const { connections } = (await waitForState(dapp.scoped, (state) => JOINED.every((id) => id in state.connection.connections), 20_000))
      .connection;

    const [proposal] = page.proposals;
    expect(proposal?.optionalNamespaces).toMatchObject({
      bip122: { chains: [REGTEST], methods: ['signMessage', 'signPsbt'], events: [] },
      polkadot: { chains: [POLKADOT_LOCAL], methods: ['polkadot_signMessage'], events: [] },
      cosmos: { chains: [COSMOS_LOCAL], methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: [] },
      solana: { chains: [SOLANA_LOCAL_CAIP_NETWORK_ID] },
      eip155: { chains: ['eip155:31337'] },
    });
    expect(Object.keys(page.phone.client.session.getAll()[0]?.namespaces ?? {}).sort()).toEqual([
      'bip122',
      'cosmos',
      'eip155',
      'polkadot',
      'solana',
    ]);

    // A joined namespace's account shows as soon as the modal moves to one of its networks, without asking the phone.
    dapp.scoped.dispatch(networkSwitchRequested({ caipNetworkId: POLKADOT_LOCAL }));
    await waitForState(dapp.scoped, (state) => selectActiveAccount(state)?.address === page.wallet.polkadot?.addresses[0]);
    dapp.scoped.dispatch(networkSwitchRequested({ caipNetworkId: COSMOS_LOCAL }));
    await waitForState(dapp.scoped, (state) => selectActiveAccount(state)?.address === page.wallet.cosmos?.addresses[0]);
    dapp.scoped.dispatch(networkSwitchRequested({ caipNetworkId: REGTEST }));

    const bitcoinAddress = page.wallet.bitcoin?.addresses[0] as string;
    const polkadotAddress = page.wallet.polkadot?.addresses[0] as string;
    const cosmosAddress = page.wallet.cosmos?.addresses[0] as string;
    expect(connections[WALLET_CONNECT_CONNECTOR_ID]).toMatchObject({
      connector: { chain: 'bip122', type: 'WALLET_CONNECT' },
      accounts: [{ namespace: 'bip122', address: bitcoinAddress, type: 'payment' }],
      chainId: REGTEST.split(':')[1],
    });
    expect(bitcoinAddress).toMatch(/^bcrt1q/);
    expect(connections[joinedConnectorId('polkadot')]?.accounts).toEqual([
      expect.objectContaining({ namespace: 'polkadot', address: polkadotAddress }),
    ]);
    expect(connections[joinedConnectorId('cosmos')]?.accounts).toEqual([
      expect.objectContaining({ namespace: 'cosmos', address: cosmosAddress }),
    ]);
    expect(connections[joinedConnectorId('solana')]?.accounts).toEqual([
      expect.objectContaining({ address: page.wallet.solana?.addresses[0] }),
    ]);
    expect(connections[joinedConnectorId('eip155')]?.accounts).toEqual([expect.objectContaining({ address: page.wallet.addresses[0] })]);

    // bip122: a BIP-322 signature in base64, through WalletConnect's `signMessage`.
    const bitcoinSignature = await sign(dapp.scoped, 'bip122', 'Sign in on Bitcoin');
    expect(await verifyMessageSignature(bitcoinAddress, 'Sign in on Bitcoin', bitcoinSignature)).toBe(true);
    expect(await verifyMessageSignature(bitcoinAddress, 'Sign in on Bitcoin!', bitcoinSignature)).toBe(false);

    // polkadot: `signRaw`'s signature in 0x-hex, through `polkadot_signMessage`.
    const polkadotSignature = await sign(dapp.scoped, 'polkadot', 'Sign in on Polkadot');
    expect(signatureVerify('Sign in on Polkadot', polkadotSignature, polkadotAddress).isValid).toBe(true);
    expect(signatureVerify('Sign in on Polkadot!', polkadotSignature, polkadotAddress).isValid).toBe(false);

    // cosmos: ADR-036's StdSignature as JSON, through `cosmos_signAmino`.
    const cosmosSignature = readStdSignature(JSON.parse(await sign(dapp.scoped, 'cosmos', 'Sign in on Cosmos')));
    expect(cosmosSignature).toBeDefined();
    expect(await verifyAdr036(cosmosAddress, 'Sign in on Cosmos', cosmosSignature as never)).toBe(true);
    expect(await verifyAdr036(cosmosAddress, 'Sign in on Cosmos!', cosmosSignature as never)).toBe(false);

    const methods = page.answered.map(({ request }) => `${request.chainId.split(':')[0]} ${request.method}`);
    expect(methods).toEqual(
      expect.arrayContaining([
        'bip122 signMessage',
        'polkadot polkadot_signMessage',
        'cosmos cosmos_getAccounts',
        'cosmos cosmos_signAmino',
      ]),
    );
    // The phone's one prompt for each side: the same as a page's wallet asks.
    expect(page.prompts.map((prompt) => prompt.method)).toEqual(expect.arrayContaining(['signMessage', 'signRaw', 'signArbitrary']));

    refusing = true;
    await expect(sign(dapp.scoped, 'cosmos', 'Refused')).rejects.toMatchObject({ message: 'Signature declined' });

    await page.phone.disconnectAll();
    await waitForState(dapp.scoped, (state) => state.connection.status === 'disconnected', 10_000);
  }, 60_000);
});
