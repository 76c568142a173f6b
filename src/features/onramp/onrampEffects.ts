// What the on-ramp listeners do, loaded with the first purchase so none of it is in the first load.

import type { Network } from '../../config/networks';
import { balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectAllNetworks } from '../../store/slices/chainSlice';
import type { ListenerApi, WalletModalState } from '../../store/types';
import { parseCaipAddress } from '../../utils/caip';
import { selectActiveNativeBalance } from '../account';
import { selectActiveTokenBalances } from '../account/parts';
import type { PurchaseOrder } from './onrampActions';
import { onrampApi } from './onrampApi';
import { holdingUnits, isPurchaseUrl, receivedAmount } from './onrampRules';
import { onrampSlice, purchaseArrived, purchaseFailed, purchasePageOpened, purchaseStarted, selectPurchase } from './onrampSlice';
import { PURCHASE_WATCH } from './purchaseWatch';

/**
 * How much of the bought currency the account holds, in the common scale's units, as the account's answers in the cache say: the
 * native balance, or the token among the account's tokens (none held is 0); undefined while unread, or when the account
 * is no longer the active one.
 */
function heldUnits(state: WalletModalState, order: PurchaseOrder, network: Network): bigint | undefined {
  if (selectActiveAccount(state)?.caipAddress !== order.caipAddress) return undefined;
  if (order.symbol === network.nativeCurrency.symbol) {
    const native = selectActiveNativeBalance(state);
    return native && holdingUnits(native.balance);
  }
  const tokens = selectActiveTokenBalances(state);
  const token = tokens?.find((balance) => balance.symbol === order.symbol && balance.chainId === network.caipNetworkId);
  if (!tokens) return undefined;
  return holdingUnits(token?.quantity.numeric ?? '0');
}

/**
 * Reads the account's balances again past every cache (the account feature does, on `account/balanceRefreshRequested`)
 * and resolves with the bought currency's holding once the answer is in, or after `PURCHASE_WATCH.pollMs` when it did
 * not change.
 */
async function readHeldUnits(api: ListenerApi, order: PurchaseOrder, network: Network) {
  const changed = (_action: unknown, current: WalletModalState, previous: WalletModalState) =>
    heldUnits(current, order, network) !== heldUnits(previous, order, network);
  api.dispatch(balanceRefreshRequested());
  await api.condition(changed, PURCHASE_WATCH.pollMs);
  return heldUnits(api.getState(), order, network);
}

/**
 * The purchase (docs/behaviour.md#onramp): the API generates the provider's page for the order, which opens in a new
 * tab (https only, plain http on this machine alone); then the account's balances are read again every few seconds until
 * the bought currency's rises: the purchase arrived.
 */
export async function makePurchase(api: ListenerApi, order: PurchaseOrder, inject: (slice: typeof onrampSlice) => unknown) {
  inject(onrampSlice);
  api.dispatch(purchaseStarted(order));
  const { caipNetworkId, address } = parseCaipAddress(order.caipAddress);
  const network = selectAllNetworks(api.getState()).find((candidate) => candidate.caipNetworkId === caipNetworkId);
  if (!network) {
    api.dispatch(purchaseFailed({ key: 'error.networkNotFound' }));
    return;
  }
  const generated = await api.pause(
    api.dispatch(
      onrampApi.endpoints.generateOnrampUrl.initiate({
        destinationWallets: [{ address, blockchains: [order.onrampNetwork], assets: [order.symbol] }],
        defaultNetwork: order.onrampNetwork,
        // One user of the provider per account and network: the CAIP-10 account names both.
        partnerUserId: order.caipAddress,
        presetFiatAmount: Number(order.fiatAmount),
        presetCryptoAmount: order.cryptoAmount === undefined ? undefined : Number(order.cryptoAmount),
      }),
    ),
  );
  if ('error' in generated) {
    api.extra.logger.warn('The on-ramp URL could not be generated', generated.error);
    api.dispatch(purchaseFailed({ key: 'notice.purchaseUnavailable' }));
    return;
  }
  if (!isPurchaseUrl(generated.data)) {
    api.extra.logger.warn(`The on-ramp URL was not opened: ${generated.data}`);
    api.dispatch(purchaseFailed({ key: 'notice.purchaseUrlRefused' }));
    return;
  }
  // Taken from the cache before the page opens (the account's balances are kept fresh: a send, a switch read them
  // again), so the page opens at once and a purchase that arrives fast still counts as a change.
  let before = heldUnits(api.getState(), order, network);
  api.extra.openUrl(generated.data, '_blank');
  api.dispatch(purchasePageOpened());

  const deadline = Date.now() + PURCHASE_WATCH.maxMs;
  while (Date.now() < deadline) {
    await api.delay(PURCHASE_WATCH.pollMs);
    // A purchase the user dismissed, or one another replaced, is no longer watched.
    if (selectPurchase(api.getState())?.status !== 'waiting') return;
    const now = await api.pause(readHeldUnits(api, order, network));
    if (now === undefined) continue;
    if (before === undefined || now < before) {
      before = now;
      continue;
    }
    if (now > before) {
      const received = receivedAmount(before, now);
      api.dispatch(purchaseArrived({ received }));
      api.dispatch(toastRequested('success', { key: 'notice.purchaseArrived', values: { amount: received, symbol: order.symbol } }));
      return;
    }
  }
}
