import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes, SignClientTypes, Verify } from '@walletconnect/types';
import { toHexChainId } from '../adapters/evm/eip1193';
import { createWalletConnectCore } from '../adapters/walletConnect/core';
import { walletConnectStorage } from '../adapters/walletConnect/storage';
import { WalletErrorCode } from '../errors';
import { type KeyValueStorage, memoryStorage } from '../utils/storage';
import type { DevWallet } from './devWallet';

/** A dapp's session request as the wallet's prompt shows it. */
export interface WalletConnectRequest {
  id: number;
  topic: string;
  /** The CAIP-2 chain the dapp addresses, e.g. `eip155:31337`. */
  chainId: string;
  method: string;
  params: unknown;
  /** The dapp as it describes itself: its own words, to be shown as text only. */
  dapp: SignClientTypes.Metadata;
  verifyContext: Verify.Context;
}

export type WalletConnectResponse = { result: unknown } | { error: { code: number; message: string } };

/** A connected dapp, as the wallet's sessions list shows it. */
export interface WalletConnectSession {
  topic: string;
  dapp: SignClientTypes.Metadata;
  /** CAIP-10 accounts the dapp may use. */
  accounts: string[];
}

/**
 * A chain family the phone serves besides eip155, as a multi-chain wallet does: it grants its namespace in the
 * same session and answers the requests addressed to its chains.
 */
export interface WalletConnectFamily {
  namespace: string;
  /** The namespace granted for `proposal`, or undefined when the proposal asks for none of this family's chains. */
  grant(proposal: ProposalTypes.Struct): SessionTypes.BaseNamespace | undefined;
  /** Carries out a request addressed to one of this family's chains and resolves with its result. */
  answer(request: WalletConnectRequest): Promise<unknown>;
  /** The user approved a session that grants this family's namespace: the wallet shares the granted account with it. */
  connect?(): Promise<void>;
  /** Calls `listener` with the family's account when the user picks another one (the sessions move to it); returns a stop function. */
  onAccountChange?(listener: (address: string) => void): () => void;
}

export interface WalletConnectDevWalletOptions {
  wallet: DevWallet;
  projectId: string;
  relayUrl: string;
  storage?: KeyValueStorage;
  /**
   * Names this wallet's WalletConnect data in `storage` and its SDK Core in the process (the SDK shares one
   * Core per prefix): wallets sharing a storage or a process need distinct prefixes.
   */
  storagePrefix?: string;
  /**
   * The user's answer to a session proposal (the page shows the dapp, its chains, methods and the Verify
   * result). `signal` aborts when the proposal expires unanswered. Proposals without an eip155 chain the
   * Dev Wallet knows, and without a chain one of its `families` grants, are refused before asking.
   */
  approveSession: (proposal: ProposalTypes.Struct, verifyContext: Verify.Context, signal: AbortSignal) => boolean | Promise<boolean>;
  /**
   * The user's answer to each request that signs, sends or changes the wallet, before the Dev Wallet carries
   * it out. `signal` aborts when the request expires or its session ends. Without it the Dev Wallet's own
   * `approve` is the only prompt.
   */
  approveRequest?: (request: WalletConnectRequest, signal: AbortSignal) => boolean | Promise<boolean>;
  /** How the phone describes itself to dapps; the Dev Wallet's own name by default. */
  metadata?: Partial<SignClientTypes.Metadata>;
  /** The other chain families this phone serves; eip155 is always the Dev Wallet's own. */
  families?: readonly WalletConnectFamily[];
  /** Every answer the wallet sends to a dapp. */
  onResponse?: (request: WalletConnectRequest, response: WalletConnectResponse) => void;
  /** The sessions list changed: approved, disconnected by either side, expired, or moved to another account. */
  onSessionsChange?: () => void;
  /** What the user should hear of that no dapp answer carries: a failed approval, a proposal refused for its chains. */
  onError?: (error: Error) => void;
}

const SUPPORTED_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
];
const SUPPORTED_EVENTS = ['chainChanged', 'accountsChanged'];
/** Answered from the wallet's state, as every wallet does without asking. */
// Reads a wallet answers without asking its user.
const UNPROMPTED_METHODS = new Set(['eth_accounts', 'eth_chainId', 'wallet_getCapabilities']);

// WalletConnect's reason codes (https://specs.walletconnect.com/2.0/specs/clients/sign/error-codes).
const USER_REJECTED = { code: WalletErrorCode.default, message: 'User rejected.' };
const UNSUPPORTED_CHAINS = { code: WalletErrorCode.unsupportedChains, message: 'Unsupported chains.' };
const USER_DISCONNECTED = { code: WalletErrorCode.userDisconnected, message: 'User disconnected.' };

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The chains, methods and events a proposal asks for in `namespace` (e.g. `eip155`), whether required or optional, keyed
 * by the namespace or by one of its chains (`eip155:<id>`).
 */
export function requestedNamespace(proposal: ProposalTypes.Struct, namespace: string) {
  const namespaces = [...Object.entries(proposal.requiredNamespaces ?? {}), ...Object.entries(proposal.optionalNamespaces ?? {})].filter(
    ([key]) => key === namespace || key.startsWith(`${namespace}:`),
  );
  return {
    chains: unique(namespaces.flatMap(([key, requested]) => requested.chains ?? (key === namespace ? [] : [key]))),
    methods: unique(namespaces.flatMap(([, requested]) => requested.methods)),
    events: unique(namespaces.flatMap(([, requested]) => requested.events)),
  };
}

/**
 * What a family of one chain grants for `proposal`: that chain with `address`, and the methods it asks for that the
 * family serves (`supported`); nothing when it does not ask for the chain.
 */
export function grantedOnOneChain(
  proposal: ProposalTypes.Struct,
  namespace: string,
  { chain, address, supported }: { chain: string | undefined; address: string; supported: readonly string[] },
): SessionTypes.BaseNamespace | undefined {
  const requested = requestedNamespace(proposal, namespace);
  if (!chain || !requested.chains.includes(chain)) return undefined;
  return {
    chains: [chain],
    accounts: [`${chain}:${address}`],
    methods: requested.methods.filter((method) => supported.includes(method)),
    events: [],
  };
}

/** The requested eip155 chains the Dev Wallet knows: the chains a session gets. */
export function offeredChains(proposal: ProposalTypes.Struct, wallet: DevWallet): string[] {
  const known = new Set(wallet.snapshot().chains.map((chain) => `eip155:${chain.id}`));
  return requestedNamespace(proposal, 'eip155').chains.filter((chain) => known.has(chain));
}

const caip2 = (account: string) => account.split(':').slice(0, 2).join(':');

/**
 * The Dev Wallet reached over WalletConnect, as a mobile wallet would be: it pairs with a `wc:` URI, asks its
 * user about each proposal and request, and lets the Dev Wallet sign and send on the chain each request names.
 */
export async function createWalletConnectDevWallet({
  wallet,
  projectId,
  relayUrl,
  storage = memoryStorage(),
  storagePrefix = 'dev-wallet',
  approveSession,
  approveRequest,
  families = [],
  metadata,
  onResponse,
  onSessionsChange,
  onError,
}: WalletConnectDevWalletOptions) {
  const client = await SignClient.init({
    core: createWalletConnectCore({
      projectId,
      relayUrl,
      storage: walletConnectStorage(storage, `${storagePrefix}/wc/`) as never,
      customStoragePrefix: storagePrefix,
      logger: 'silent',
    }),
    metadata: {
      name: wallet.info.name,
      description: 'The redux-wallet-modal development wallet',
      // The SDK expects a page's own origin in a browser and warns about any other.
      url: globalThis.location?.origin ?? 'http://127.0.0.1',
      icons: [wallet.info.icon],
      ...metadata,
    },
    logger: 'silent',
  });
  const report = (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error)));

  // Prompts still open, so that an expired proposal or request, or an ended session, closes its prompt.
  const openPrompts = new Map<number, { topic?: string; controller: AbortController }>();
  function openPrompt(id: number, topic?: string) {
    const controller = new AbortController();
    openPrompts.set(id, { topic, controller });
    return controller.signal;
  }
  function closePrompt(id: number) {
    openPrompts.get(id)?.controller.abort();
    openPrompts.delete(id);
  }
  function closePromptsOf(topic: string) {
    for (const [id, prompt] of openPrompts) if (prompt.topic === topic) closePrompt(id);
  }

  client.on('session_proposal', async ({ id, params, verifyContext }) => {
    const signal = openPrompt(id);
    try {
      const requested = requestedNamespace(params, 'eip155');
      const chains = offeredChains(params, wallet);
      const granting = families.filter((family) => family.grant(params) !== undefined);
      if (chains.length === 0 && granting.length === 0) {
        await client.reject({ id, reason: UNSUPPORTED_CHAINS });
        const known = wallet.snapshot().chains.map((chain) => `eip155:${chain.id}`);
        report(new Error(`Refused ${params.proposer.metadata.name}: it asks for no chain this wallet has (${known.join(', ')}).`));
        return;
      }
      const approved = await approveSession(params, verifyContext, signal);
      if (signal.aborted) return;
      if (!approved) {
        await client.reject({ id, reason: USER_REJECTED });
        return;
      }
      // A dapp of another family alone gets that family's namespace, without an eip155 one.
      const address = chains.length > 0 && ((await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[])[0];
      for (const family of granting) await family.connect?.();
      // Granted as the wallet is now: the user may have picked another account while the proposal waited.
      const granted = granting.flatMap((family) => {
        const namespace = family.grant(params);
        return namespace ? [[family.namespace, namespace] as const] : [];
      });
      await client.approve({
        id,
        namespaces: {
          ...(address && {
            eip155: {
              chains,
              accounts: chains.map((chain) => `${chain}:${address}`),
              methods: requested.methods.filter((method) => SUPPORTED_METHODS.includes(method)),
              events: requested.events.filter((event) => SUPPORTED_EVENTS.includes(event)),
            },
          }),
          ...Object.fromEntries(granted),
        },
      });
      onSessionsChange?.();
    } catch (error) {
      report(error);
    } finally {
      openPrompts.delete(id);
    }
  });

  /** The Dev Wallet signs and sends on the chain it is on: move it to the one the dapp addresses. */
  async function moveToChain(chainId: string) {
    const id = Number(chainId.split(':')[1]);
    if (id === wallet.snapshot().chainId) return;
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(id) }] });
  }

  async function answer(request: WalletConnectRequest, signal: AbortSignal): Promise<WalletConnectResponse> {
    try {
      if (approveRequest && !UNPROMPTED_METHODS.has(request.method) && !(await approveRequest(request, signal))) {
        return { error: { code: WalletErrorCode.userRejected, message: 'User rejected the request.' } };
      }
      const family = families.find((candidate) => request.chainId.startsWith(`${candidate.namespace}:`));
      if (family) return { result: await family.answer(request) };
      await moveToChain(request.chainId);
      return { result: await wallet.provider.request({ method: request.method, params: request.params }) };
    } catch (error) {
      const { code = WalletErrorCode.default, message = 'Request failed' } = error as { code?: number; message?: string };
      return { error: { code, message } };
    }
  }

  // The SDK hands over one request at a time and the next once this one is answered.
  client.on('session_request', async ({ id, topic, params, verifyContext }) => {
    const signal = openPrompt(id, topic);
    try {
      const request: WalletConnectRequest = {
        id,
        topic,
        chainId: params.chainId,
        method: params.request.method,
        params: params.request.params,
        dapp: client.session.get(topic).peer.metadata,
        verifyContext,
      };
      const response = await answer(request, signal);
      if (signal.aborted) return;
      onResponse?.(request, response);
      await client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } });
    } catch (error) {
      report(error);
    } finally {
      openPrompts.delete(id);
    }
  });

  client.on('proposal_expire', ({ id }) => closePrompt(id));
  client.on('session_request_expire', ({ id }) => closePrompt(id));
  for (const event of ['session_delete', 'session_expire'] as const) {
    client.on(event, ({ topic }) => {
      closePromptsOf(topic);
      onSessionsChange?.();
    });
  }

  /**
   * Moves every session's `namespace` to the account the user picked: a session update, and `accountsChanged` to the
   * dapps that asked for the event.
   */
  async function moveSessionsTo(namespace: string, address: string) {
    for (const session of client.session.getAll()) {
      const moved = session.namespaces[namespace];
      if (!moved || moved.accounts.every((account) => account.endsWith(`:${address}`))) continue;
      const chains = unique(moved.accounts.map(caip2));
      const namespaces: SessionTypes.Namespaces = {
        ...session.namespaces,
        [namespace]: { ...moved, accounts: chains.map((chain) => `${chain}:${address}`) },
      };
      await client.update({ topic: session.topic, namespaces });
      if (moved.events.includes('accountsChanged')) {
        await client.emit({ topic: session.topic, chainId: chains[0] as string, event: { name: 'accountsChanged', data: [address] } });
      }
    }
    onSessionsChange?.();
  }
  // One move at a time: picking an account moves every side of the wallet, and each update starts from the last one.
  let moving = Promise.resolve();
  const move = (namespace: string, address: string) => {
    moving = moving.then(() => moveSessionsTo(namespace, address)).catch(report);
  };
  wallet.provider.on('accountsChanged', (accounts: string[]) => {
    if (accounts[0]) move('eip155', accounts[0]);
  });
  for (const family of families) family.onAccountChange?.((address) => move(family.namespace, address));

  const disconnect = async (topic: string) => {
    closePromptsOf(topic);
    await client.disconnect({ topic, reason: USER_DISCONNECTED });
    onSessionsChange?.();
  };

  return {
    client,
    pair: (uri: string) => client.pair({ uri }),
    /** The connected dapps. */
    sessions: (): WalletConnectSession[] =>
      client.session.getAll().map(({ topic, peer, namespaces }) => ({
        topic,
        dapp: peer.metadata,
        accounts: Object.values(namespaces).flatMap((namespace) => namespace.accounts),
      })),
    /** Ends one session from the wallet's side. */
    disconnect,
    /** Ends every session from the wallet's side. */
    disconnectAll: () => Promise.all(client.session.getAll().map(({ topic }) => disconnect(topic))),
  };
}

export type WalletConnectDevWallet = Awaited<ReturnType<typeof createWalletConnectDevWallet>>;
