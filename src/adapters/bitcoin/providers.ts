// The three ways a Bitcoin wallet shows itself on a page, as far as the adapter calls them. Their objects are page input:
// discovery checks each with zod before it becomes a connector, and every answer is checked again where it is read.
import type { Wallet } from '@wallet-standard/base';
import { anyValue } from '../../utils/schemas';
import { z } from '../../utils/zod';

const method = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function');

/**
 * A sats-connect provider (`window.btc_providers` lists it, the object sits under its id on the page, e.g.
 * `XverseProviders.BitcoinProvider`): JSON-RPC style `request(method, params)` answering `{ result }` or `{ error }`.
 */
export const satsConnectProviderSchema = z.object({ request: method, addListener: z.optional(method) });

export interface SatsConnectProvider {
  request(method: string, params: unknown): Promise<unknown>;
  /** sats-connect's current form: one object naming the event; answers the function that removes the listener. */
  addListener?(listener: { eventName: string; cb: (event: unknown) => void }): unknown;
}

/** An entry of `window.btc_providers`: its id (the provider's path on the page), name and icon. */
export const satsConnectEntrySchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,3}$/)),
  name: z.string(),
  icon: z.optional(z.string()),
});

/** A Unisat-style `window.unisat`: the methods the adapter needs, others optional. */
export const unisatSchema = z.object({
  requestAccounts: method,
  getAccounts: method,
  getPublicKey: method,
  signMessage: method,
  getNetwork: z.optional(method),
  switchNetwork: z.optional(method),
  getChain: z.optional(method),
  switchChain: z.optional(method),
  signPsbt: z.optional(method),
  on: z.optional(method),
  removeListener: z.optional(method),
});

export interface UnisatProvider {
  requestAccounts(): Promise<unknown>;
  getAccounts(): Promise<unknown>;
  getPublicKey(): Promise<unknown>;
  signMessage(message: string, type: 'ecdsa' | 'bip322-simple'): Promise<unknown>;
  getNetwork?(): Promise<unknown>;
  switchNetwork?(network: string): Promise<unknown>;
  getChain?(): Promise<unknown>;
  switchChain?(chain: string): Promise<unknown>;
  signPsbt?(psbtHex: string, options: { autoFinalized: boolean; toSignInputs: { index: number; address: string }[] }): Promise<unknown>;
  on?(event: string, handler: (value: unknown) => void): void;
  removeListener?(event: string, handler: (value: unknown) => void): void;
}

/** What a connector's `getProvider` resolves with: the wallet and which interface it speaks. */
export type BitcoinProvider =
  | { kind: 'satsConnect'; provider: SatsConnectProvider }
  | { kind: 'unisat'; provider: UnisatProvider }
  | { kind: 'walletStandard'; wallet: Wallet };

/** An address a wallet shares and what it is for, before the adapter checks it. */
export const walletAddressSchema = z.object({
  address: z.string(),
  publicKey: z.optional(z.string()),
  purpose: z.optional(z.string()),
});
export type WalletAddress = z.infer<typeof walletAddressSchema>;

/** sats-connect's JSON-RPC answer: a result, or an error with its code. */
export const rpcAnswerSchema = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.optional(z.string()) }) }),
  z.object({ result: anyValue }),
]);
