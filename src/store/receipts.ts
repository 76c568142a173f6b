// The receipt clocks (docs/behaviour.md#send), applied here once for every chain family: an adapter only answers
// whether the chain has included a transaction yet.
import type { SentTransaction } from '../adapters/types';
import { transactionReverted, WalletRequestError } from '../adapters/walletRequestError';
import { TRANSACTIONS } from '../constants';
import { ErrorText } from '../errors';
import type { TransactionReceipt } from '../model/receipt';
import { cancellableDelay } from '../utils/delay';

/** How long a receipt is waited for, and the text (errors/, and its catalogue key) when the wait runs out. */
export interface ReceiptClock {
  timeoutMs: number;
  notConfirmed: 'sendNotConfirmed' | 'transactionNotConfirmed';
}

export const RECEIPT_CLOCKS = {
  /** The Send view waits less than other transactions: the user watches it. */
  send: { timeoutMs: TRANSACTIONS.sendReceiptWaitMs, notConfirmed: 'sendNotConfirmed' },
  transaction: { timeoutMs: TRANSACTIONS.receiptTimeoutMs, notConfirmed: 'transactionNotConfirmed' },
} as const satisfies Record<string, ReceiptClock>;

// Named one by one: a computed `ErrorText[…]` would keep every error text of errors/ in the first load.
const NOT_CONFIRMED_TEXTS = { sendNotConfirmed: ErrorText.sendNotConfirmed, transactionNotConfirmed: ErrorText.transactionNotConfirmed };

/** The wait ran out: the transaction was not confirmed within the clock's seconds. */
function notConfirmed({ timeoutMs, notConfirmed: text }: ReceiptClock): WalletRequestError {
  const seconds = timeoutMs / 1000;
  return new WalletRequestError(NOT_CONFIRMED_TEXTS[text](seconds), {
    kind: 'timedOut',
    notice: { key: `error.${text}`, values: { seconds } },
  });
}

/** The wait after the `asked`th unanswered question: 200 ms doubling for the first 6, then the poll interval. */
const delayAfter = (asked: number) =>
  asked <= TRANSACTIONS.receiptRetries ? TRANSACTIONS.receiptRetryBaseDelayMs * 2 ** (asked - 1) : TRANSACTIONS.receiptPollMs;

/**
 * Waits for the chain to include `sent`, asking at once, then 200, 400, 800 ms… later (6 times), then every 4 s; a
 * question that fails counts as not yet answered. Resolves with the receipt; a failed transaction rejects with its
 * reason, and a wait that outlasts `clock` with its not-confirmed error.
 */
export async function confirmTransaction(sent: SentTransaction, clock: ReceiptClock): Promise<TransactionReceipt> {
  const stop = new AbortController();
  const poll = async () => {
    for (let asked = 1; !stop.signal.aborted; asked++) {
      // The transaction is sent: a question the node fails to answer (a dropped request, a busy node) is asked again,
      // and only the clock ends the wait, lest the user send twice what may still land.
      const receipt = await sent.findReceipt().catch(() => undefined);
      if (receipt) return receipt;
      await cancellableDelay(delayAfter(asked), stop.signal);
    }
    return undefined;
  };
  try {
    const receipt = await Promise.race([poll(), cancellableDelay(clock.timeoutMs, stop.signal).then(() => undefined)]);
    if (!receipt) throw notConfirmed(clock);
    if (receipt.status === 'failed') throw transactionReverted(receipt.failureReason);
    return receipt;
  } finally {
    stop.abort();
  }
}
