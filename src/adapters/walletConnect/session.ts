// The WalletConnect session as the chain families share it: what a family's provider over the session may use, and
// what a family brings to it. The embedded wallet keeps the same contract (docs/architecture.md#embedded-wallet).
import type { ChainNamespace } from '../../constants';

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
