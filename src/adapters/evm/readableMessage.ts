import { BaseError } from 'viem';
import { walletErrorMessage } from '../walletRequestError';

/** viem's one-line summary for its own errors (its full messages span many lines); a bounded message, if any, for anything else. */
export function readableMessage(error: unknown): string | undefined {
  return error instanceof BaseError ? error.shortMessage : walletErrorMessage(error);
}
