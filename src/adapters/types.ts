import type { Network, NetworkToken } from '../config/networks';
import type { ChainNamespace } from '../constants';
import { ErrorText, WalletErrorCode } from '../errors';
import type { Notice } from '../i18n/notice';
import type { AccountRecord } from '../model/account';
import type { Balance } from '../model/balance';
import type { ChainConnector } from '../model/connector';
import type { TransactionReceipt } from '../model/receipt';
import type { ChainFamily } from './family';

/** A connector as the page offers it: its serialisable description and the live provider behind it. */
export interface DiscoveredConnector<Provider = unknown> {
  connector: ChainConnector;
  /** Announced and injected wallets have one at once; external ones create theirs when first used. */
  getProvider: () => Promise<Provider>;
  /** For a connector reached over WalletConnect: the session, which may also grant other namespaces. */
  walletConnect?: () => Promise<WalletConnectClient>;
}

/** The events of a WalletConnect session a chain family can follow. */
interface WalletConnectEvents {
  /** A pairing URI to show while `pair` waits for the wallet. */
  display_uri: (uri: string) => void;
  /** The session ended, from either side. */
  session_delete: () => void;
  /** The wallet changed what the session grants (its accounts or chains). */
  session_update: () => void;
  /** The wallet's accounts in the session's default namespace, without their CAIP prefix. */
  accountsChanged: (accounts: string[]) => void;
  /** The wallet moved to another chain of the session's default namespace (the chain's reference). */
  chainChanged: (chainId: number | string) => void;
}

/**
 * One WalletConnect session as the chain families share it: a wallet may grant several namespaces in one
 * session, and each family's adapter serves the accounts of its own.
 */
export interface WalletConnectClient {
  hasSession(): boolean;
  /** The wallet as it describes itself in the session: its own words and links, untrusted. */
  peer(): { name?: unknown; icons?: unknown; url?: unknown } | undefined;
  /** The namespaces the session grants (that this modal knows), in the wallet's order. */
  namespaces(): ChainNamespace[];
  /** The session's CAIP-10 accounts in `namespace`, e.g. `eip155:1:0xab…`; none without a session. */
  accounts(namespace: ChainNamespace): string[];
  /** The methods the session grants in `namespace`; none without a session. */
  methods(namespace: ChainNamespace): string[];
  /** Proposes a session for every configured network of every family that takes part, unless one is live; resolves once the wallet approves. */
  pair(): Promise<void>;
  /** Sends `method` to the wallet, addressed to the CAIP-2 chain `chainId`. */
  request(chainId: string, method: string, params?: unknown): Promise<unknown>;
  /** The chain the session's requests and events default to (CAIP-2). */
  setDefaultChain(chainId: string): void;
  /** Ends the session, for every namespace it granted. */
  disconnect(): Promise<void>;
  on<E extends keyof WalletConnectEvents>(event: E, listener: WalletConnectEvents[E]): void;
  removeListener<E extends keyof WalletConnectEvents>(event: E, listener: WalletConnectEvents[E]): void;
}

/** What a chain family brings to the WalletConnect session the modal shares between families. */
export interface WalletConnectParticipation {
  /** The methods and events the session proposal asks for in this family's namespace; the wallet grants a subset. */
  methods: readonly string[];
  events: readonly string[];
  /** This family's provider over the session: what its adapter's methods get from `connector.getProvider()`. */
  provider(client: WalletConnectClient): unknown;
}

/** What a wallet tells us once connected, or when an existing connection is synced. */
export interface WalletSession {
  accounts: AccountRecord[];
  /**
   * The chain the wallet is on, in its own namespace's form (e.g. 31337 for eip155). Absent for a wallet that is on no
   * network of its own (a Wallet Standard wallet: each request names its chain): the connection is on the network the
   * modal is on in that namespace.
   */
  chainId?: string | number;
}

/** The wallet's own events on a live connection (docs/behaviour.md#sessions). */
export interface SessionEvents {
  accountsChanged(accounts: AccountRecord[]): void;
  /** The chain in the namespace's own form, as in `WalletSession.chainId`. */
  chainChanged(chainId: string | number): void;
  disconnected(): void;
}

export interface NativeBalance {
  /** In whole units of the network's currency, as a decimal string. */
  balance: string;
  symbol: string;
}

/** ERC-20 balances read from the chain: the tokens the account holds, and those whose answers were unusable. */
export interface ChainTokenBalances {
  /** One entry per listed token with a non-zero balance; no price is known (0). */
  balances: Balance[];
  /** Tokens left out because the chain's answer could not be used (no contract there, a call failed, a malformed answer). */
  unreadable: { address: string; reason: string }[];
}

/** A plain-text message for the wallet to sign, as sign-in asks for one. */
export interface SignMessageRequest {
  /** The account that signs: one of the wallet's connected accounts. */
  address: string;
  message: string;
}

/** A permission or a policy of an ERC-7715 grant: its type and what the type needs, as the wallet reads them. */
export interface PermissionEntry {
  type: string;
  data: unknown;
}

/** What an account is asked to grant (`wallet_grantPermissions`, ERC-7715): on one chain, until `expiry` (Unix seconds). */
export interface PermissionsRequest {
  /** Hex, e.g. `0x1`. */
  chainId: string;
  address: string;
  expiry: number;
  permissions: PermissionEntry[];
  policies: PermissionEntry[];
}

/** What a wallet granted: the request as it granted it, and the permission's context, which redeems it. */
export interface GrantedPermissions extends PermissionsRequest {
  context: string;
}

/** A smart session to revoke in the wallet (`wallet_revokePermissions`): its id and what the wallet granted for it. */
export interface RevokePermissionsRequest {
  pci: string;
  address: string;
  context: string;
  expiry: number;
  permissions: PermissionEntry[];
}

/** An eip155 call: approvals, swaps, payments and transfers are all this. */
export interface EvmTransactionPayload {
  namespace: 'eip155';
  /** The receiver or contract called. */
  to: string;
  /** The call data, hex; none for a plain payment. */
  data?: string;
  /** The native currency sent with the call, in its integer units (a decimal or hex string also does); none, or anything not a number, is 0. */
  value?: bigint | string;
}

/** A Solana transaction, built and unsigned: the wallet signs it as its fee payer and sends it. */
export interface SolanaTransactionPayload {
  namespace: 'solana';
  /** The transaction in its wire format (legacy or v0), base64; its signatures are left empty. */
  transaction: string;
}

/** What a transaction carries, in its family's own terms, told apart by `namespace` (the network's). */
export type TransactionPayload = EvmTransactionPayload | SolanaTransactionPayload;

/** One transaction for the wallet to send. */
export interface TransactionRequest {
  /** The network the wallet is on and the transaction happens on. */
  network: Network;
  from: string;
  payload: TransactionPayload;
}

/** A transaction the wallet has sent, until the chain includes it. */
export interface SentTransaction {
  /** Its hash or signature, as the chain will name it in the receipt. */
  id: string;
  /**
   * Asks the chain once for the transaction's receipt: undefined while the chain does not know it or has not included it
   * yet. One question, no waiting: how long and how often to ask is the caller's clock, the same for every family.
   */
  findReceipt(): Promise<TransactionReceipt | undefined>;
}

/** A transfer of native currency or of one token (docs/behaviour.md#send). */
export interface TransferRequest {
  /** The network the wallet is on and the transfer happens on. */
  network: Network;
  from: string;
  to: string;
  /** In integer units: the token's decimals (or the native currency's) already applied. */
  amount: bigint;
  /** The token contract's address (not CAIP-10); undefined sends the native currency. */
  tokenAddress: string | undefined;
}

/** What a wallet reports while a connect is under way. */
export interface ConnectProgress {
  /** A WalletConnect pairing URI to show as a QR code or open as a deep link; a fresh one replaces the last. */
  onPairingUri(uri: string): void;
}

/**
 * Everything the modal needs from one chain family. EVM ships first; Solana, Bitcoin, Polkadot and
 * Cosmos implement the same interface. Adapters are services: they live in the listener middleware's
 * `extra`, never in state.
 */
export interface ChainAdapter {
  namespace: ChainNamespace;
  /** The family's rules (address form, capabilities); its `namespace` is this adapter's. */
  family: ChainFamily;
  /**
   * How this family takes part in the modal's WalletConnect session: what the proposal asks in its namespace and
   * its provider over the session. Loaded with the session (the SDK is not in the first load either). Absent for
   * families no WalletConnect wallet serves.
   */
  walletConnect?(): Promise<WalletConnectParticipation>;
  /** Finds this namespace's wallets on the page, reporting each as it appears; returns a stop function. */
  discoverConnectors(found: (connectors: DiscoveredConnector[]) => void): () => void;
  /** Asks the wallet for its accounts (it may prompt the user). */
  connect(connector: DiscoveredConnector, progress?: ConnectProgress): Promise<WalletSession>;
  /** The wallet's existing connection without prompting, or undefined when it has none. */
  syncConnection(connector: DiscoveredConnector): Promise<WalletSession | undefined>;
  disconnect(connector: DiscoveredConnector): Promise<void>;
  /** Moves the wallet to `network`, adding the network first when the wallet does not know it. */
  switchNetwork(connector: DiscoveredConnector, network: Network): Promise<void>;
  /** Calls `events` for the wallet's own changes until the returned function is called. */
  watchSession(connector: DiscoveredConnector, events: SessionEvents): Promise<() => void>;
  /**
   * The account's assets as the wallet itself reports them (`wallet_getAssets`, ERC-7811), or undefined when
   * the wallet does not discover assets on `network`. Optional: few wallets can.
   */
  getWalletAssets?(connector: DiscoveredConnector, address: string, network: Network): Promise<Balance[] | undefined>;
  /**
   * The native balance of `address`, read from the network's RPC nodes. Optional: a family without the `balance`
   * capability has none, and no feature asks for it.
   */
  getNativeBalance?(address: string, network: Network): Promise<NativeBalance>;
  /**
   * The balances of `tokens` (ERC-20 contracts) held by `address`, read from the network's RPC nodes; reads
   * issued together go out as one multicall. Optional: only EVM chains have ERC-20 tokens.
   */
  readTokenBalances?(address: string, network: Network, tokens: readonly NetworkToken[]): Promise<ChainTokenBalances>;
  /** Has the wallet sign `request.message` as plain text (every family can: sign-in needs it) and resolves with the signature. */
  signMessage(connector: DiscoveredConnector, request: SignMessageRequest): Promise<string>;
  /** Asks the wallet to grant permissions (ERC-7715) and resolves with what it granted. Absent for families without them. */
  grantPermissions?(connector: DiscoveredConnector, request: PermissionsRequest): Promise<GrantedPermissions>;
  /** Asks the wallet to revoke a smart session; resolves with its signature over the revocation, which the provider API checks. */
  revokePermissions?(connector: DiscoveredConnector, request: RevokePermissionsRequest): Promise<string>;
  /**
   * Has the wallet send `request` and resolves once the wallet has sent it; a transaction that would fail rejects before
   * the wallet asks the user, when the family can tell. Absent for families whose wallets cannot send.
   */
  sendTransaction?(connector: DiscoveredConnector, request: TransactionRequest): Promise<SentTransaction>;
  /** Sends `request` as a transaction (see `sendTransaction`). Absent for families that cannot send. */
  transfer?(connector: DiscoveredConnector, request: TransferRequest): Promise<SentTransaction>;
  /**
   * What sending the native currency from `from` to `to` would cost in fees, in the native currency's
   * integer units, with room for the fee to rise before the transfer is mined.
   */
  estimateNativeTransferFee?(request: { network: Network; from: string; to: string }): Promise<bigint>;
}

/**
 * What kind of failure a WalletRequestError is, for a host or a view to switch on (as wagmi's error classes are):
 * taken from the wallet's JSON-RPC code where the code says it, named by the adapter where it knows better.
 */
export type WalletRequestErrorKind =
  /** The user said no (4001; 5000, which WalletConnect wallets answer a rejection with). */
  | 'userRejected'
  /** The wallet has not authorised this page for the method or account (4100). */
  | 'unauthorized'
  /** The wallet does not have the method (4200, -32601). */
  | 'unsupportedMethod'
  /** The wallet or its session is gone (4900). */
  | 'disconnected'
  /** The wallet is not connected to that chain for this page, and adding it would not help (4901). */
  | 'chainNotGranted'
  /** The wallet does not know the chain (4902, 32603). */
  | 'unrecognizedChain'
  /** The wallet is on another network than the request's. */
  | 'wrongNetwork'
  /** The wallet answered something that is not what was asked for (accounts, a chain id, a hash, a signature). */
  | 'malformedAnswer'
  /** Refused before it reached the wallet: what was asked is not well-formed. */
  | 'invalidRequest'
  /** The chain refused it: a revert, or a token answering that it did not transfer. */
  | 'reverted'
  /** No answer in time (a receipt that did not come). */
  | 'timedOut'
  | 'failed';

const KIND_OF_CODE: Readonly<Record<number, WalletRequestErrorKind>> = {
  [WalletErrorCode.userRejected]: 'userRejected',
  [WalletErrorCode.default]: 'userRejected',
  4100: 'unauthorized',
  4200: 'unsupportedMethod',
  [-32601]: 'unsupportedMethod',
  4900: 'disconnected',
  4901: 'chainNotGranted',
  [WalletErrorCode.unrecognizedChain]: 'unrecognizedChain',
  [WalletErrorCode.invalidChainId]: 'unrecognizedChain',
};

/** The kind a wallet's JSON-RPC code says; 'failed' for a code that says none, or none at all. */
const walletErrorKind = (code: number | undefined): WalletRequestErrorKind =>
  (code === undefined ? undefined : KIND_OF_CODE[code]) ?? 'failed';

export interface WalletRequestErrorOptions {
  /** The wallet's JSON-RPC code, when it gave one. */
  code?: number;
  /** Without it, the kind the code says. */
  kind?: WalletRequestErrorKind;
  /** What a view shows, for a text of ours; without it, the message as the wallet's own words. */
  notice?: Notice;
}

/**
 * An error a wallet or adapter raised; adapters throw only these. `message` is the text a host sees (one of
 * errors.ts, or the wallet's own words); `notice` is what a view shows, in the user's language.
 */
export class WalletRequestError extends Error {
  readonly code: number | undefined;
  readonly kind: WalletRequestErrorKind;
  /** Undefined when neither we nor the wallet had words for the failure: the view then says what failed. */
  readonly notice: Notice | undefined;
  /** `message` undefined: the wallet gave no words (the host reads 'The wallet could not complete the request.'). */
  constructor(message: string | undefined, { code, kind, notice }: WalletRequestErrorOptions = {}) {
    super(message ?? ErrorText.walletRequestFailed);
    this.name = 'WalletRequestError';
    this.code = code;
    this.kind = kind ?? walletErrorKind(code);
    this.notice = notice ?? (message === undefined ? undefined : walletAnswered(message));
  }
}

/** A transaction the chain reverted, with its reason as the chain gave it, or 'unknown reason' without one. */
export function transactionReverted(reason: string | undefined): WalletRequestError {
  return reason === undefined
    ? new WalletRequestError(ErrorText.unknownRevertReason, { kind: 'reverted', notice: { key: 'error.unknownRevertReason' } })
    : new WalletRequestError(reason, { kind: 'reverted' });
}

const MAX_WALLET_WORDS = 200;

/** Words from code we do not control, bounded; undefined when there are none. */
function bounded(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return trimmed.length > MAX_WALLET_WORDS ? `${trimmed.slice(0, MAX_WALLET_WORDS - 1)}…` : trimmed;
}

/** A wallet's error message, bounded; undefined when it has none. */
export function walletErrorMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? bounded(message) : undefined;
}

/**
 * A failure the network's node answered (not the wallet): its words, bounded, attributed to the network; the message a
 * host reads is the same words.
 */
export function networkFailure(words: string | undefined): WalletRequestError {
  const answer = words === undefined ? undefined : bounded(words);
  return new WalletRequestError(words, answer === undefined ? {} : { notice: { key: 'notice.networkAnswered', values: { answer } } });
}

/** The wallet's own words as a notice: not ours to translate, they travel as a bounded value. */
function walletAnswered(words: string): Notice | undefined {
  const answer = bounded(words);
  return answer === undefined ? undefined : { key: 'notice.walletAnswered', values: { answer } };
}

/**
 * What a view says about a failed wallet request: the error's own notice or the wallet's words, and `fallback`
 * when there are none (docs/behaviour.md#errors).
 */
export function walletNotice(error: unknown, fallback: Notice): Notice {
  if (error instanceof WalletRequestError) return error.notice ?? fallback;
  const message = (error as { message?: unknown } | undefined)?.message;
  return (typeof message === 'string' ? walletAnswered(message) : undefined) ?? fallback;
}
