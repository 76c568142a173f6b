// What the swap listeners do (docs/behaviour.md#swaps), loaded on the first Max, approve or swap: each answer of the
// convert API is checked against what the user saw before the wallet is asked, and every transaction goes through the
// generic send (preflight, the wallet, the receipt and its revert reason).
import { decodeFunctionData, erc20Abi, type Hex } from 'viem';
import { walletNotice } from '../../adapters/walletRequestError';
import { selectFromCache } from '../../api/selectFromCache';
import type { Notice } from '../../i18n/notice';
import { currentWallet, noWalletNotice } from '../../store/currentWallet';
import { confirmTransaction, RECEIPT_CLOCKS } from '../../store/receipts';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import type { ListenerApi } from '../../store/types';
import { parseCaipAddress } from '../../utils/caip';
import { formatUnits } from '../../utils/units';
import { swapSucceeded } from './swapActions';
import { amountProblem, amountUnits, maxAmount, minimumReceived, SWAP_LIMITS, sameToken, unitsOf } from './swapRules';
import { selectQuoteArgs, selectSwapNetwork, selectSwapSides, selectSwapTokensArg, selectSwapUser } from './swapSelectors';
import { amountChanged, approved, selectSwapState, swapFailed, swapFormReset } from './swapSlice';
import { swapsApi } from './swapsApi';
import { uniswapV2RouterAbi } from './uniswapV2';

/** A step refused for a reason the user can read: nothing was sent. */
class SwapRefused extends Error {
  readonly notice: Notice;
  constructor(notice: Notice) {
    super(notice.key);
    this.notice = notice;
  }
}

const SERVICE_FAILED: Notice = { key: 'notice.swapServiceFailed' };
const MISMATCH: Notice = { key: 'notice.swapTransactionMismatch' };

/** What the form describes now, checked: the network, the account, both tokens and the amount in units. */
function readForm(api: ListenerApi) {
  const state = api.getState();
  const network = selectSwapNetwork(state);
  if (!network) throw new SwapRefused({ key: 'error.swapsNetworkUnsupported' });
  const user = selectSwapUser(state);
  const { from, to } = selectSwapSides(state);
  const { amount } = selectSwapState(state);
  const units = amountUnits(amount, from?.token);
  if (!user || !from || !to || units === undefined) throw new SwapRefused({ key: 'notice.swapIncomplete' });
  const problem = amountProblem(amount, from.token, from.balance);
  if (problem) throw new SwapRefused(problem);
  const { address } = parseCaipAddress(user);
  return { network, user, address, from, to, units };
}
type SwapForm = ReturnType<typeof readForm>;

/** An answer of the convert API, or the refusal to go on without it (the detail is logged). */
async function answerOf<T>(api: ListenerApi, request: Promise<{ data?: T; error?: unknown }>, what: string): Promise<T> {
  const result = await api.pause(request);
  if (result.data === undefined) {
    api.extra.logger.warn(`The convert API gave no usable ${what}`, result.error);
    throw new SwapRefused(SERVICE_FAILED);
  }
  return result.data;
}

/** Sends one transaction through the current wallet's generic send and waits for its receipt. */
/**
 * Sends `call` from the form's account and waits for its receipt; while the chain has it and has not included it, a
 * loading toast says `waiting` (the step's success or failure toast replaces it).
 */
async function sendThroughWallet(api: ListenerApi, form: SwapForm, call: { to: string; data: Hex; value: string }, waiting: Notice) {
  const wallet = api.dispatch(currentWallet('eip155'));
  if ('none' in wallet) throw new SwapRefused(noWalletNotice(wallet));
  const { adapter, connector } = wallet;
  if (!adapter.sendTransaction) throw new SwapRefused({ key: 'error.unsupportedChain' });
  const sent = await api.pause(
    adapter.sendTransaction(connector, {
      network: form.network,
      from: form.address,
      payload: { namespace: 'eip155', to: call.to, data: call.data, value: call.value },
    }),
  );
  api.dispatch(toastRequested('loading', waiting));
  await api.pause(confirmTransaction(sent, RECEIPT_CLOCKS.transaction));
}

/** The notice a failed step shows: ours, or the wallet's or the chain's words (a revert's reason). */
function failureOf(api: ListenerApi, error: unknown, what: string): Notice {
  if (error instanceof SwapRefused) return error.notice;
  api.extra.logger.info(`The ${what} failed`, error);
  return walletNotice(error, { key: 'error.walletRequestFailed' });
}

/** Max: the from token's whole balance; of the native currency, less the fee of a swap at the network's fast gas price. */
export async function fillMaxAmount(api: ListenerApi) {
  const state = api.getState();
  const { from } = selectSwapSides(state);
  const arg = selectSwapTokensArg(state);
  if (!from || !arg) return;
  let gasPrice: bigint | undefined;
  if (from.native) {
    const answer = await api.pause(api.dispatch(swapsApi.endpoints.getGasPrice.initiate(arg, { subscribe: false })));
    gasPrice = answer.data ? unitsOf(answer.data.fast) : undefined;
  }
  api.dispatch(amountChanged(maxAmount(from.balance, from.token.decimals, from.native, gasPrice)));
}

/**
 * The approve step: the API's `approve` of the from token, checked (the token itself, no value, at least the amount),
 * sent and confirmed; then the allowance is read again, which shows the swap step.
 */
export async function approveFromToken(api: ListenerApi) {
  try {
    const form = readForm(api);
    const tx = await answerOf(
      api,
      api.dispatch(
        swapsApi.endpoints.buildSwapApproveTransaction.initiate(
          { userAddress: form.user, from: form.from.token.address, to: form.to.token.address },
          { subscribe: false, forceRefetch: true },
        ),
      ),
      'approve transaction',
    );
    checkApprove(form, tx);
    await sendThroughWallet(
      api,
      form,
      { to: tx.to, data: tx.data as Hex, value: tx.value },
      { key: 'notice.swapApproving', values: { symbol: form.from.token.symbol } },
    );
    await api.pause(
      api.dispatch(
        swapsApi.endpoints.getSwapAllowance.initiate(
          { tokenAddress: form.from.token.address, userAddress: form.user },
          { subscribe: false, forceRefetch: true },
        ),
      ),
    );
    api.dispatch(approved());
    api.dispatch(toastRequested('success', { key: 'notice.swapApproved', values: { symbol: form.from.token.symbol } }));
  } catch (error) {
    const notice = failureOf(api, error, 'approval');
    api.dispatch(swapFailed(notice));
    api.dispatch(toastRequested('error', notice));
  }
}

function checkApprove(form: SwapForm, tx: { from: string; to: string; data: string; value: string }) {
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>;
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex });
  } catch {
    throw new SwapRefused(MISMATCH);
  }
  const token = parseCaipAddress(form.from.token.address).address;
  const fits =
    call.functionName === 'approve' &&
    sameToken(tx.to, token) &&
    sameToken(tx.from, form.address) &&
    unitsOf(tx.value) === 0n &&
    call.args[1] >= form.units;
  if (!fits) throw new SwapRefused(MISMATCH);
}

/**
 * The quote the user saw, `quoted` of the to token, still stands: one older than 30 s is asked for again, and a lower
 * answer stops the swap so the user can look at the new one.
 */
async function confirmQuote(api: ListenerApi, quoted: bigint) {
  const state = api.getState();
  // The arguments of the quote the view shows: its cache entry says how old it is.
  const args = selectQuoteArgs(state);
  if (!args) throw new SwapRefused({ key: 'notice.swapIncomplete' });
  const cached = selectFromCache(swapsApi.endpoints.getSwapQuotes.select(args), state);
  if (cached.fulfilledTimeStamp !== undefined && Date.now() - cached.fulfilledTimeStamp <= SWAP_LIMITS.quoteMaxAgeMs) return;
  const quotes = await answerOf(
    api,
    api.dispatch(swapsApi.endpoints.getSwapQuotes.initiate(args, { subscribe: false, forceRefetch: true })),
    'quote',
  );
  const fresh = quotes[0]?.toAmount;
  if (fresh === undefined) throw new SwapRefused(SERVICE_FAILED);
  if (unitsOf(fresh) < quoted) throw new SwapRefused({ key: 'notice.swapQuoteChanged' });
}

/**
 * The built swap does what the quote said: a Uniswap V2 router swap of exactly the amount, from the account, of the
 * chosen tokens, to the account, with at least the quote less the slippage as its minimum out. Anything else — or
 * calldata the modal cannot read — is not sent.
 */
function checkSwap(form: SwapForm, quoted: bigint, tx: { from: string; data: string; amount: string }) {
  let call: ReturnType<typeof decodeFunctionData<typeof uniswapV2RouterAbi>>;
  try {
    call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex });
  } catch {
    throw new SwapRefused(MISMATCH);
  }
  const value = unitsOf(tx.amount);
  const tokenOf = (side: SwapForm['from']) => (side.native ? undefined : parseCaipAddress(side.token.address).address);
  let fits = false;
  if (call.functionName === 'swapExactETHForTokens') {
    const [minimumOut, path, recipient] = call.args;
    fits = form.from.native && value === form.units && minimumOut >= minimumReceived(quoted) && pathFits(path, undefined, tokenOf(form.to));
    fits &&= sameToken(recipient, form.address);
  } else if (call.functionName === 'swapExactTokensForETH' || call.functionName === 'swapExactTokensForTokens') {
    const [amountIn, minimumOut, path, recipient] = call.args;
    fits =
      (call.functionName === 'swapExactTokensForETH') === form.to.native &&
      !form.from.native &&
      value === 0n &&
      amountIn === form.units &&
      minimumOut >= minimumReceived(quoted) &&
      pathFits(path, tokenOf(form.from), tokenOf(form.to)) &&
      sameToken(recipient, form.address);
  }
  if (!fits || !sameToken(tx.from, form.address)) throw new SwapRefused(MISMATCH);
}

/** The path starts and ends at the tokens (the native currency's side is the router's wrapped one, whatever it is). */
function pathFits(path: readonly string[], first: string | undefined, last: string | undefined): boolean {
  return path.length >= 2 && (first === undefined || sameToken(path[0], first)) && (last === undefined || sameToken(path.at(-1), last));
}

/**
 * The swap (docs/behaviour.md#swaps) at the quote the user saw, `quoted` of the to token: the quote confirmed, the
 * transaction built and checked, sent, and its receipt waited for. Success leaves for the Account view with a toast and
 * the balances read again; a failure keeps the form and says why (a revert with its reason).
 */
export async function swapAtQuote(api: ListenerApi, quoted: bigint) {
  let form: SwapForm | undefined;
  try {
    form = readForm(api);
    await confirmQuote(api, quoted);
    const tx = await answerOf(
      api,
      api.dispatch(
        swapsApi.endpoints.buildSwapTransaction.initiate(
          { amount: form.units.toString(), from: form.from.token.address, to: form.to.token.address, userAddress: form.user },
          { subscribe: false, forceRefetch: true },
        ),
      ),
      'swap transaction',
    );
    checkSwap(form, quoted, tx);
    await sendThroughWallet(
      api,
      form,
      { to: tx.to, data: tx.data as Hex, value: tx.amount },
      { key: 'notice.swapping', values: { from: form.from.token.symbol, to: form.to.token.symbol } },
    );
  } catch (error) {
    const notice = failureOf(api, error, 'swap');
    api.dispatch(swapFailed(notice));
    api.dispatch(toastRequested('error', notice));
    return;
  }
  // Announced before the form empties: the modal leaves the Swap view first, so it never shows an empty form.
  api.dispatch(swapSucceeded());
  api.dispatch(swapFormReset());
  api.dispatch(
    toastRequested('success', {
      key: 'notice.swapped',
      values: { amount: formatUnits(form.units, form.from.token.decimals), from: form.from.token.symbol, to: form.to.token.symbol },
    }),
  );
  api.dispatch(balanceRefreshRequested());
}
