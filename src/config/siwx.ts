// Sign in with X (CAIP-122, docs/behaviour.md#sign-in): the contract a host's sign-in implements, in the form AppKit
// hosts know, and the legacy Ethereum-only `siweConfig` the modal maps onto it. Types and the configuration check only:
// the flow and the ready implementations load on demand (features/siwx).
import type { CaipNetworkId } from '../utils/caip';
import { z } from '../utils/zod';

/** What differs for each sign-in: the account and its network (CAIP-2). */
export interface SIWXMessageInput {
  accountAddress: string;
  chainId: CaipNetworkId;
  /** ISO 8601. */
  notBefore?: string;
}

/** Every field of a CAIP-122 message: who signs in where, for which app, with which nonce and times (ISO 8601). */
export interface SIWXMessageData extends SIWXMessageInput {
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: string;
  resources?: string[];
  requestId?: string;
  issuedAt?: string;
  expirationTime?: string;
}

/** A message to sign: its fields, and `toString()`, the text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string;
}

/** A signed message as CAIP-74 carries it (a CACAO, header `t: 'caip122'`). */
export interface SIWXCacao {
  h: { t: string };
  p: Record<string, unknown>;
  s: { t: string; s: string; m?: string };
}

/** A sign-in: the message's fields, its text and the wallet's signature of it. */
export interface SIWXSession {
  data: SIWXMessageData;
  message: string;
  signature: string;
  cacao?: SIWXCacao;
}

/**
 * The sign-in a host plugs in (`siwx`): it makes the messages and keeps the sessions. The modal asks it for a message,
 * has the wallet sign it and hands the signed session back; `createDefaultSiwx` and `createServerSiwx` are two ready ones.
 */
export interface SIWXConfig {
  /** A fresh message for the account on the network: a new nonce each time. */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>;
  /** Verifies a signed session and keeps it; rejects when it does not verify. */
  addSession(session: SIWXSession): Promise<void>;
  /** Forgets every session of the account on the network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Replaces every session kept with these (verified first); `[]` signs out everywhere. */
  setSessions(sessions: SIWXSession[]): Promise<void>;
  /** The account's sessions on the network: verified and unexpired only. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  /** Whether a connection needs a sign-in to stay (read once, when the modal is made). Absent: optional. */
  getRequired?(): boolean;
  /** Whether a disconnect signs the account out; true when absent. */
  signOutOnDisconnect?: boolean;
}

/** A legacy SIWE session: the signed-in account and its chain. */
export interface SIWESession {
  address: string;
  chainId: number;
}

/** What a legacy `siweConfig.createMessage` is given (ERC-4361 fields). */
export interface SIWECreateMessageArgs {
  chainId: number;
  domain: string;
  nonce: string;
  uri: string;
  address: string;
  version: '1';
  statement?: string;
  resources?: string[];
  requestId?: string;
  /** ISO 8601: issued at, expiration, not before. */
  iat?: string;
  exp?: string;
  nbf?: string;
}

/** The app's part of a legacy SIWE message, from `getMessageParams`. */
export type SIWEMessageArgs = { chains: number[] } & Omit<SIWECreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>;

export interface SIWEVerifyMessageArgs {
  message: string;
  signature: string;
  cacao?: SIWXCacao;
}

/** The older, Ethereum-only form (`siweConfig`): the modal maps it onto `SIWXConfig`, signing in on eip155 networks only. */
export interface SIWEConfig {
  getNonce(address?: string): Promise<string>;
  /** Without it, the page's host and origin are the message's domain and URI. */
  getMessageParams?(): Promise<SIWEMessageArgs>;
  createMessage(args: SIWECreateMessageArgs): string;
  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean>;
  getSession(): Promise<SIWESession | null>;
  signOut(): Promise<boolean>;
  onSignIn?(session?: SIWESession): void;
  onSignOut?(): void;
  /** True when absent. */
  required?: boolean;
  /** `false` turns sign-in off. */
  enabled?: boolean;
  /** True when absent. */
  signOutOnDisconnect?: boolean;
  /** A session of another account (another network) counts as none; true when absent. */
  signOutOnAccountChange?: boolean;
  signOutOnNetworkChange?: boolean;
}

/** The sign-in a modal was given, as a service: the non-serialisable part of the configuration. */
export type SignIn = { siwx: SIWXConfig } | { siwe: SIWEConfig };

const method = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'Expected a function');
const optionalMethod = z.optional(method);
const optionalFlag = z.optional(z.boolean());

/**
 * The shape of the host's objects. They stay the host's own (a class instance keeps its `this`): the check reads them,
 * the modal keeps the objects themselves. Other members are allowed.
 */
export const siwxSchema = z.object({
  createMessage: method,
  addSession: method,
  revokeSession: method,
  setSessions: method,
  getSessions: method,
  getRequired: optionalMethod,
  signOutOnDisconnect: optionalFlag,
});

// The legacy form's methods the modal calls; its optional members are read as they come (a flag is `false` or not).
export const siweSchema = z.object({
  getNonce: method,
  createMessage: method,
  verifyMessage: method,
  getSession: method,
  signOut: method,
});
