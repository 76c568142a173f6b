// What the on-ramp listeners do, loaded with the first purchase so none of it is in the first load.

import type { Network } from '../../config/networks';
import { PURCHASE_WATCH } from '../../constants';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectAllNetworks } from '../../store/slices/chainSlice';
import type { ListenerApi } from '../../store/types';
import { type CaipAddress, parseCaipAddress } from '../../utils/caip';
import { formatUnits, parseUnits } from '../../utils/units';
import { nativeBalanceApi, tokenBalancesApi } from '../account/onDemand';
import { historyApi } from '../history/onDemand';
import type { PurchaseOrder } from './onrampActions';
import { onrampApi } from './onrampApi';
import { isPurchaseUrl } from './onrampRules';
import { onrampSlice, purchaseArrived, purchaseFailed, purchasePageOpened, purchaseStarted, selectPurchase } from './onrampSlice';

/** How much of the bought currency the account holds now, in integer units, past every cache; undefined when unread. */
async function heldUnits(api: ListenerApi, order: PurchaseOrder, network: Network): Promise<bigint | undefined> {
  const caipAddress = order.caipAddress as CaipAddress;
  if (order.symbol === network.nativeCurrency.symbol) {
    const read = await api.dispatch(
      nativeBalanceApi.endpoints.getNativeBalance.initiate({ caipAddress }, { forceRefetch: true, subscribe: false }),
    );
    return read.data ? parseUnits(read.data.balance, network.nativeCurrency.decimals) : undefined;
  }
  const read = await api.dispatch(
    tokenBalancesApi.endpoints.getTokenBalances.initiate({ caipAddress, refresh: true }, { forceRefetch: true, subscribe: false }),
  );
  const token = read.data?.balances.find((balance) => balance.symbol === order.symbol && balance.chainId === network.caipNetworkId);
  if (!read.data) return undefined;
  return token ? parseUnits(token.quantity.numeric, Number(token.quantity.decimals)) : 0n;
}

const decimalsOf = (order: PurchaseOrder, network: Network) =>
  order.symbol === network.nativeCurrency.symbol ? network.nativeCurrency.decimals : 18;

/**
 * The purchase (docs/behaviour.md#onramp): the API generates the provider's page for the order, which opens in a new
 * tab (https only, plain http on this machine alone); then the bought currency's balance is read every few seconds until
 * it rises: the purchase arrived. On-ramp Activity is then read again, never from a cache.
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
  // Read before the page opens: a purchase that arrives fast must still count as a change.
  let before = await api.pause(heldUnits(api, order, network));
  api.extra.openUrl(generated.data, '_blank');
  api.dispatch(purchasePageOpened());

  const deadline = Date.now() + PURCHASE_WATCH.maxMs;
  while (Date.now() < deadline) {
    await api.delay(PURCHASE_WATCH.pollMs);
    // A purchase the user dismissed, or one another replaced, is no longer watched.
    if (selectPurchase(api.getState())?.status !== 'waiting') return;
    const now = await api.pause(heldUnits(api, order, network));
    if (now === undefined) continue;
    if (before === undefined || now < before) {
      before = now;
      continue;
    }
    if (now > before) {
      const received = formatUnits(now - before, decimalsOf(order, network));
      api.dispatch(purchaseArrived({ received }));
      api.dispatch(toastRequested('success', { key: 'notice.purchaseArrived', values: { amount: received, symbol: order.symbol } }));
      api.dispatch(balanceRefreshRequested());
      if (network.chainNamespace === 'eip155') {
        await api.dispatch(
          historyApi.endpoints.getHistoryPage.initiate(
            { account: address, chainId: caipNetworkId, onramp: 'coinbase' },
            { forceRefetch: true, subscribe: false },
          ),
        );
      }
      return;
    }
  }
}
