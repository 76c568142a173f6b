import type { Network, NetworkToken } from '../config/networks';
import type { ChainNamespace } from '../constants';
import type { AccountRecord } from '../model/account';
import type { Balance } from '../model/balance';
import type { ChainConnector } from '../model/connector';
import type { TransactionReceipt } from '../model/receipt';
import type { ChainFamily } from './family';
import type { WalletConnectClient, WalletConnectParticipation } from './walletConnect/session';

/** A connector as the page offers it: its serialisable description and the live provider behind it. */
export interface DiscoveredConnector<Provider = unknown> {
  connector: ChainConnector;
  /** Announced and injected wallets have one at once; external ones create theirs when first used. */
  getProvider: () => Promise<Provider>;
  /** For a connector reached over WalletConnect: the session, which may also grant other namespaces. */
  walletConnect?: () => Promise<WalletConnectClient>;
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

/**
 * @public What a transaction carries in each family's own terms, by namespace: every family adds its own from its folder
 * by declaration merging, a payload whose `namespace` is the key it is added under.
 *
 *     declare module '../types' {
 *       interface TransactionPayloads {
 *         solana: SolanaTransactionPayload;
 *       }
 *     }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface TransactionPayloads {}

/** What a transaction carries, told apart by `namespace` (the network's). */
export type TransactionPayload = {
  [Namespace in keyof TransactionPayloads]: TransactionPayloads[Namespace] & { namespace: Namespace };
}[keyof TransactionPayloads];

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
  /**
   * Asks the wallet for its accounts (it may prompt the user). `network` is the one the modal is on in this namespace:
   * a family whose wallets name the chain in every call (a Keplr-style wallet) connects there.
   */
  connect(connector: DiscoveredConnector, progress?: ConnectProgress, network?: Network): Promise<WalletSession>;
  /** The wallet's existing connection without prompting, or undefined when it has none; `network` as in `connect`. */
  syncConnection(connector: DiscoveredConnector, network?: Network): Promise<WalletSession | undefined>;
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
