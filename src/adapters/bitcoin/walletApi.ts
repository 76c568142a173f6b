// What the adapter asks of a Bitcoin wallet, whichever interface it speaks (sats-connect, Unisat, Wallet Standard), and
// the errors it turns their failures into.
import { ErrorText, WalletErrorCode } from '../../errors';
import { WalletRequestError, walletErrorMessage } from '../walletRequestError';
import type { BitcoinNetwork } from './networks';
import type { WalletAddress } from './providers';

/** The purposes the adapter asks addresses for, in the order it keeps them: payment first, ordinals after. */
export const PURPOSES = ['payment', 'ordinals'] as const;

/** What a wallet shares: its addresses (unchecked) and the CAIP-2 reference of its network, when it is on one. */
export interface WalletState {
  addresses: readonly WalletAddress[];
  network?: string;
}

/** A PSBT for the wallet to sign (base64), and which inputs each of its addresses signs; the wallet does not broadcast it. */
export interface SignPsbtRequest {
  psbt: string;
  signInputs: Readonly<Record<string, readonly number[]>>;
}

interface WalletWatchers {
  /** The wallet's addresses or network changed; `undefined`: it changed without saying to what, ask it. */
  changed(state: WalletState | undefined): void;
  disconnected(): void;
}

/** One wallet, in the adapter's terms. */
export interface BitcoinWalletApi {
  /** Asks for the payment and ordinals addresses (the wallet may prompt). */
  connect(): Promise<WalletState>;
  /** The addresses the wallet already shares with the page, without a prompt; undefined when it shares none. */
  sync(): Promise<WalletState | undefined>;
  disconnect(): Promise<void>;
  switchNetwork(network: BitcoinNetwork): Promise<void>;
  watch(watchers: WalletWatchers): () => void;
  /** A signature of `message` by `address`, base64: BIP-322 where the wallet has it, else its legacy (BIP-137) one. */
  signMessage(address: string, message: string): Promise<string>;
  /** The PSBT signed by the wallet, base64. */
  signPsbt(request: SignPsbtRequest): Promise<string>;
}

/** sats-connect's code for "the user said no" (its `RpcErrorCode.USER_REJECTION`). */
const SATS_CONNECT_USER_REJECTION = -32000;

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
};

const isRejection = (code: number | undefined) => code === WalletErrorCode.userRejected || code === SATS_CONNECT_USER_REJECTION;

/** Every error leaving the adapter is a WalletRequestError with the wallet's bounded words and its code. */
export function rethrow(error: unknown): never {
  if (error instanceof WalletRequestError) throw error;
  const code = codeOf(error);
  throw new WalletRequestError(walletErrorMessage(error), { code, ...(isRejection(code) && { kind: 'userRejected' as const }) });
}

/** A failed signature request: declined by the user, or failed. */
export function signatureFailure(error: unknown): WalletRequestError {
  const code = codeOf(error);
  if (isRejection(code)) {
    return new WalletRequestError(ErrorText.signatureDeclined, { code, kind: 'userRejected', notice: { key: 'error.signatureDeclined' } });
  }
  if (error instanceof WalletRequestError && error.kind !== 'failed') return error;
  return new WalletRequestError(ErrorText.signMessageFailed, { code, notice: { key: 'error.signMessageFailed' } });
}

export const malformedAnswer = () => new WalletRequestError(undefined, { kind: 'malformedAnswer' });

export const unsupportedMethod = () => new WalletRequestError(undefined, { kind: 'unsupportedMethod' });

export const chainNotSupported = () =>
  new WalletRequestError(ErrorText.chainNotSupported, { kind: 'unrecognizedChain', notice: { key: 'error.chainNotSupported' } });

/** Base64 of at least a few bytes: the form every signature the adapter returns takes. */
export const isBase64 = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 8 && value.length <= 20_000 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);

/** `answer`, or undefined when the wallet has not answered within `ms`: a silent request must not hold a restore up. */
export function withinSilence<T>(answer: Promise<T>, ms: number): Promise<T | undefined> {
  let stop = () => {};
  const silence = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, ms);
    stop = () => clearTimeout(timer);
  });
  return Promise.race([answer, silence]).finally(() => stop());
}

/** How long a wallet may take to answer a request that does not prompt. */
export const SILENT_ANSWER_MS = 5_000;
