import { shippedFamily } from '../../adapters/shippedFamilies';
import type { Network } from '../../config/networks';
import type { Notice } from '../../i18n/notice';
import { formatUnits, isDecimalString, parseUnits } from '../../utils/units';
import type { OnrampOptions } from './onrampApi';
import { ONRAMP_FALLBACK_CURRENCIES, ONRAMP_FALLBACK_LIMITS } from './onrampFallback';

/**
 * The on-ramp's name for `network`, by the rules of its namespace's family (docs/behaviour.md#onramp); undefined for a
 * family the on-ramp does not serve.
 */
export function onrampNetworkOf(network: Pick<Network, 'id' | 'chainNamespace'>): string | undefined {
  return shippedFamily(network.chainNamespace)?.onrampNetwork?.(network);
}

export type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number];

/**
 * What can be bought on the on-ramp network `networkName`: the options' currencies on it, the network's own currency
 * (`nativeSymbol`) first, since that is what a wallet needs to pay its fees.
 */
export function purchaseCurrenciesOn(options: OnrampOptions, networkName: string, nativeSymbol: string): PurchaseCurrency[] {
  const offered = options.purchaseCurrencies.filter((currency) => currency.networks.some((network) => network.name === networkName));
  return [
    ...offered.filter((currency) => currency.symbol === nativeSymbol),
    ...offered.filter((currency) => currency.symbol !== nativeSymbol),
  ];
}

type PaymentMethod = 'card' | 'bankAccount';

export interface PaymentLimits {
  min: string;
  max: string;
}

export interface PaymentCurrency {
  id: string;
  limits: Record<PaymentMethod, PaymentLimits>;
}

/**
 * The payment currencies on offer (USD and EUR) with the limits of each payment method: the options' own where they
 * name them (a bank account is `…bank_account`), else the built-in limits.
 */
export function paymentCurrenciesOf(options: OnrampOptions): PaymentCurrency[] {
  return ONRAMP_FALLBACK_CURRENCIES.map((id) => {
    const limits = options.paymentCurrencies.find((currency) => currency.id === id)?.payment_method_limits ?? [];
    const limitOf = (matches: (methodId: string) => boolean, fallback: PaymentLimits) => {
      const found = limits.find((limit) => matches(limit.id));
      return found && isDecimalString(found.min) && isDecimalString(found.max) ? { min: found.min, max: found.max } : fallback;
    };
    return {
      id,
      limits: {
        card: limitOf((methodId) => methodId === 'card', ONRAMP_FALLBACK_LIMITS.card),
        bankAccount: limitOf((methodId) => methodId.endsWith('bank_account'), ONRAMP_FALLBACK_LIMITS.bankAccount),
      },
    };
  });
}

/** The widest range any payment method of `currency` allows: the provider's page asks how the user pays. */
export function amountLimitsOf({ limits: { card, bankAccount } }: PaymentCurrency): PaymentLimits {
  return {
    min: Math.min(Number(card.min), Number(bankAccount.min)).toFixed(2),
    max: Math.max(Number(card.max), Number(bankAccount.max)).toFixed(2),
  };
}

/** The amounts offered with one tap, in the payment currency (ours). */
export const PRESET_AMOUNTS = ['20', '50', '100', '250'] as const;

/** Why `amount` cannot be paid within `limits`, or undefined. */
export function paymentAmountProblem(amount: string, limits: PaymentLimits, currency: string): Notice | undefined {
  if (!isDecimalString(amount)) return { key: 'error.invalidDecimal', values: { value: amount } };
  const value = Number(amount);
  if (value < Number(limits.min) || value > Number(limits.max)) {
    return { key: 'notice.onrampOutOfLimits', values: { min: limits.min, max: limits.max, currency } };
  }
  return undefined;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the purchase URL the API generated may be opened: https with a host and no credentials, or plain http on
 * this machine (local development, where the local API's checkout page stands in for the provider's).
 */
export function isPurchaseUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password || !parsed.hostname) return false;
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname));
}

// A holding read before the purchase and one after are compared and subtracted in one scale, wide enough for any
// currency's decimals (a 6-decimal token and an 18-decimal coin alike), so neither needs its decimals looked up.
const HOLDING_DECIMALS = 36;

/** A holding (a decimal balance as the account's answers give it) in integer units of the common scale. */
export const holdingUnits = (amount: string): bigint => parseUnits(amount, HOLDING_DECIMALS);

/** What arrived between two holdings in the common scale, as a decimal string. */
export const receivedAmount = (before: bigint, now: bigint): string => formatUnits(now - before, HOLDING_DECIMALS);
