/** @jest-environment node */
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes, Verify } from '@walletconnect/types';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { createWalletConnectCore } from '../adapters/walletConnect/core';
import { walletConnectStorage } from '../adapters/walletConnect/storage';
import { runLocalChains } from '../test/chains';
import { createTestDevWallet } from '../test/devWallet';
import { createTestPhone, runLoopbackRelay } from '../test/walletConnect';
import { memoryStorage } from '../utils/storage';
import { grantMessage, revokeMessage } from './permissionMessages';
import type { WalletConnectDevWalletOptions, WalletConnectRequest, WalletConnectResponse } from './walletConnectDevWallet';

const chains = runLocalChains();
const relay = runLoopbackRelay();

const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const DAPP = {
  name: 'Test dapp',
  description: 'A dapp in a test',
  url: 'http://127.0.0.1:4000',
  icons: ['http://127.0.0.1:4000/icon.svg'],
};
const EIP155 = {
  chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
  methods: ['personal_sign', 'eth_sendTransaction', 'eth_sign', 'eth_chainId'],
  events: ['accountsChanged', 'chainChanged', 'message'],
};

// The SDK shares one Core per storage prefix in a process: every client here gets its own.
let clients = 0;
const nextPrefix = (role: string) => `${role}-${++clients}`;

async function createDapp() {
  return SignClient.init({
    core: createWalletConnectCore({
      projectId: 'local',
      relayUrl: relay.url,
      storage: walletConnectStorage(memoryStorage(), 'dapp/') as never,
      customStoragePrefix: nextPrefix('dapp'),
      logger: 'silent',
    }),
    metadata: DAPP,
    logger: 'silent',
  });
}
type Dapp = Awaited<ReturnType<typeof createDapp>>;

/** Resolves once `predicate` holds, checked now and at each `notify`. */
function changes() {
  const checks = new Set<() => void>();
  return {
    notify: () => {
      for (const check of checks) check();
    },
    until: (predicate: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!predicate()) return;
          checks.delete(check);
          resolve();
        };
        checks.add(check);
        check();
      }),
  };
}

/** A phone: the Dev Wallet (on Anvil A, knowing Anvil B) over WalletConnect, whose user answers as `options` say. */
async function createPhone(options: Partial<WalletConnectDevWalletOptions> = {}) {
  const dev = createTestDevWallet(chains.a);
  await dev.wallet.provider.request({
    method: 'wallet_addEthereumChain',
    params: [{ chainId: '0x7a6a', chainName: 'Anvil B', rpcUrls: chains.b.rpcUrls.default.http }],
  });
  const proposals: { proposal: ProposalTypes.Struct; verifyContext: Verify.Context }[] = [];
  const responses: WalletConnectResponse[] = [];
  const errors: string[] = [];
  const sessionsChanged = changes();
  const phone = await createTestPhone({
    wallet: dev.wallet,
    projectId: 'local',
    relayUrl: relay.url,
    approveSession: (proposal, verifyContext) => {
      proposals.push({ proposal, verifyContext });
      return true;
    },
    approveRequest: () => true,
    onResponse: (_request, response) => responses.push(response),
    onSessionsChange: sessionsChanged.notify,
    onError: (error) => errors.push(error.message),
    ...options,
  });
  return { phone, dev, proposals, responses, errors, sessionsChanged };
}
type Phone = Awaited<ReturnType<typeof createPhone>>;

async function connect(dapp: Dapp, { phone }: Phone, eip155: ProposalTypes.BaseRequiredNamespace = EIP155) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } });
  await phone.pair(uri as string);
  return approval();
}

const request = (dapp: Dapp, session: SessionTypes.Struct, chainId: string, method: string, params: unknown) =>
  dapp.request<unknown>({ topic: session.topic, chainId, request: { method, params } });

describe('The Dev Wallet over WalletConnect', () => {
  it('shows the proposal with its Verify result and approves the chains it knows with the selected account', async () => {
    const phone = await createPhone();
    phone.dev.wallet.selectAccount(2);
    const session = await connect(await createDapp(), phone);

    const [{ proposal, verifyContext }] = phone.proposals as [Phone['proposals'][number]];
    expect(proposal.proposer.metadata).toEqual(DAPP);
    expect(verifyContext.verified.validation).toBe('UNKNOWN');
    const address = phone.dev.wallet.addresses[2];
    expect(session.namespaces.eip155).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      methods: ['personal_sign', 'eth_sendTransaction', 'eth_chainId'],
      events: ['accountsChanged', 'chainChanged'],
    });
    await phone.sessionsChanged.until(() => phone.phone.sessions().length === 1);
    expect(phone.phone.sessions()).toEqual([{ topic: session.topic, dapp: DAPP, accounts: session.namespaces.eip155?.accounts }]);
  });

  it('answers a rejected proposal with a rejection', async () => {
    const phone = await createPhone({ approveSession: () => false });
    await expect(connect(await createDapp(), phone)).rejects.toMatchObject({ code: 5000 });
    expect(phone.phone.sessions()).toEqual([]);
  });

  it.each([
    [
      'no eip155 namespace',
      { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] } },
    ],
    ['only eip155 chains it does not know', { eip155: { ...EIP155, chains: ['eip155:1'] } }],
  ])('refuses a proposal with %s without asking, and says why', async (_case, optionalNamespaces) => {
    const phone = await createPhone();
    const { uri, approval } = await (await createDapp()).connect({ optionalNamespaces });
    await phone.phone.pair(uri as string);
    await expect(approval()).rejects.toMatchObject({ code: 5100 });
    expect(phone.proposals).toEqual([]);
    expect(phone.errors).toEqual(['Refused Test dapp: it asks for no chain this wallet has (eip155:31337, eip155:31338).']);
  });

  it('gives the dapp an EIP-1193 user rejection for a rejected request, and signs nothing', async () => {
    const phone = await createPhone({ approveRequest: () => false });
    const dapp = await createDapp();
    const session = await connect(dapp, phone);
    const address = phone.dev.wallet.addresses[0];
    const rejection = { code: 4001, message: 'User rejected the request.' };
    await expect(request(dapp, session, 'eip155:31337', 'personal_sign', ['0x68656c6c6f', address])).rejects.toEqual(rejection);
    expect(phone.responses).toEqual([{ error: rejection }]);
  });

  it('signs and sends for real once approved, on the chain the dapp addresses, and tells the page the result', async () => {
    const prompts: WalletConnectRequest[] = [];
    const phone = await createPhone({
      approveRequest: (prompt) => {
        prompts.push(prompt);
        return true;
      },
    });
    const dapp = await createDapp();
    const session = await connect(dapp, phone);
    const address = phone.dev.wallet.addresses[0] as `0x${string}`;

    const signature = (await request(dapp, session, 'eip155:31337', 'personal_sign', ['0x68656c6c6f', address])) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);

    const chainB = createPublicClient({ transport: http(chains.b.rpcUrls.default.http[0]) });
    const before = await chainB.getBalance({ address: RECEIVER });
    const transaction = { from: address, to: RECEIVER, value: `0x${parseEther('0.5').toString(16)}` };
    const hash = (await request(dapp, session, 'eip155:31338', 'eth_sendTransaction', [transaction])) as `0x${string}`;
    expect((await chainB.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await chainB.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.5'));

    expect(await request(dapp, session, 'eip155:31338', 'eth_chainId', [])).toBe('0x7a6a');
    expect(phone.responses).toEqual([{ result: signature }, { result: hash }, { result: '0x7a6a' }]);
    expect(prompts.map(({ method, chainId, params, dapp: shown }) => ({ method, chainId, params, shown }))).toEqual([
      { method: 'personal_sign', chainId: 'eip155:31337', params: ['0x68656c6c6f', address], shown: DAPP },
      { method: 'eth_sendTransaction', chainId: 'eip155:31338', params: [transaction], shown: DAPP },
    ]);
  }, 30_000);

  it('answers capabilities without asking, and grants and revokes permissions (ERC-7715) once approved', async () => {
    const prompts: string[] = [];
    const phone = await createPhone({
      approveRequest: (prompt) => {
        prompts.push(prompt.method);
        return true;
      },
    });
    const dapp = await createDapp();
    const methods = ['wallet_getCapabilities', 'wallet_grantPermissions', 'wallet_revokePermissions'];
    const session = await connect(dapp, phone, { ...EIP155, methods });
    expect(session.namespaces.eip155?.methods).toEqual(methods);
    const address = phone.dev.wallet.addresses[0] as `0x${string}`;

    expect(await request(dapp, session, 'eip155:31337', 'wallet_getCapabilities', [address])).toMatchObject({
      '0x7a69': { permissions: { supported: true } },
    });
    const grant = {
      chainId: '0x7a69',
      address,
      expiry: 1_900_000_000,
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86_400 } }],
      policies: [],
    };
    const granted = (await request(dapp, session, 'eip155:31337', 'wallet_grantPermissions', [grant])) as { context: `0x${string}` };
    expect(await verifyMessage({ address, message: grantMessage(grant), signature: granted.context })).toBe(true);
    const revoked = (await request(dapp, session, 'eip155:31337', 'wallet_revokePermissions', [
      { pci: 'pci-1', address },
    ])) as `0x${string}`;
    expect(await verifyMessage({ address, message: revokeMessage('pci-1'), signature: revoked })).toBe(true);
    expect(prompts).toEqual(['wallet_grantPermissions', 'wallet_revokePermissions']);
    expect(phone.phone.sessions()).toHaveLength(1);
  });

  it('moves every session to the account the user picks', async () => {
    const phone = await createPhone();
    const dapp = await createDapp();
    const session = await connect(dapp, phone);
    const accountsChanged = new Promise((resolve) =>
      dapp.on('session_event', ({ params }) => params.event.name === 'accountsChanged' && resolve(params.event.data)),
    );
    const address = phone.dev.wallet.addresses[1];
    phone.dev.wallet.selectAccount(1);

    expect(await accountsChanged).toEqual([address]);
    expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`, `eip155:31338:${address}`]);
    await phone.sessionsChanged.until(() => phone.phone.sessions()[0]?.accounts[0] === `eip155:31337:${address}`);
  });

  it('closes an open request prompt when the wallet ends its session, and answers nothing', async () => {
    let promptClosed: Promise<void> | undefined;
    const asked = changes();
    const phone = await createPhone({
      approveRequest: (_request, signal) => {
        promptClosed = new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
        asked.notify();
        return promptClosed.then(() => false);
      },
    });
    const dapp = await createDapp();
    const session = await connect(dapp, phone);
    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)));
    const unanswered = expect(
      request(dapp, session, 'eip155:31337', 'personal_sign', ['0x00', phone.dev.wallet.addresses[0]]),
    ).rejects.toMatchObject({ code: 6000, message: 'User disconnected.' });
    await asked.until(() => promptClosed !== undefined);

    await phone.phone.disconnect(session.topic);
    await promptClosed;
    expect(await deleted).toBe(session.topic);
    await unanswered;
    expect(phone.responses).toEqual([]);
    expect(phone.phone.sessions()).toEqual([]);
  });

  it('forgets a session the dapp ends', async () => {
    const phone = await createPhone();
    const dapp = await createDapp();
    const session = await connect(dapp, phone);
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    await phone.sessionsChanged.until(() => phone.phone.sessions().length === 0);
  });
});
