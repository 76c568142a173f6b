// The one error adapters throw, with the kind a host or a view switches on (docs/architecture.md#notices).
import { ErrorText, WalletErrorCode } from '../errors';
import type { Notice } from '../i18n/notice';

/**
 * What kind of failure a WalletRequestError is, for a host or a view to switch on (as wagmi's error classes are):
 * taken from the wallet's JSON-RPC code where the code says it, named by the adapter where it knows better.
 */
export type WalletRequestErrorKind =
  /** The user said no (`WalletErrorCode.userRejected`, or WalletConnect's `default`). */
  | 'userRejected'
  /** The wallet has not authorised this page for the method or account (`unauthorized`). */
  | 'unauthorized'
  /** The wallet does not have the method (`unsupportedMethod`, `methodNotFound`). */
  | 'unsupportedMethod'
  /** The wallet or its session is gone (`disconnected`). */
  | 'disconnected'
  /** The wallet is not connected to that chain for this page, and adding it would not help (`chainDisconnected`). */
  | 'chainNotGranted'
  /** The wallet does not know the chain (`unrecognizedChain`, `invalidChainId`). */
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
  [WalletErrorCode.unauthorized]: 'unauthorized',
  [WalletErrorCode.unsupportedMethod]: 'unsupportedMethod',
  [WalletErrorCode.methodNotFound]: 'unsupportedMethod',
  [WalletErrorCode.disconnected]: 'disconnected',
  [WalletErrorCode.chainDisconnected]: 'chainNotGranted',
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
 * errors/, or the wallet's own words); `notice` is what a view shows, in the user's language.
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
