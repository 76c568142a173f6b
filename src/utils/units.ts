import { DISPLAY } from '../constants';
import { invalidDecimal } from '../errors/numbers';
import { balanceText, type DecimalParts, decimalParts, joinDecimal } from './decimalText';

export const isDecimalString = (value: string): boolean => decimalParts(value) !== undefined;

/** A decimal's parts; anything else is refused with `error.invalidDecimal` (docs/behaviour.md#validation). */
function splitDecimal(value: string | number): DecimalParts {
  const parts = decimalParts(value);
  if (!parts) throw new Error(invalidDecimal(String(value)));
  return parts;
}

/**
 * A decimal amount in integer units of a token with `decimals` decimals (docs/behaviour.md#validation).
 * Digits beyond the token's precision are dropped, never rounded up: nobody sends more than they typed.
 */
export function parseUnits(value: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0) throw new Error(`Invalid decimals: ${decimals}`);
  const { negative, integer, fraction } = splitDecimal(value);
  const units = BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'));
  return negative ? -units : units;
}

/** The inverse of `parseUnits`: integer units as a plain decimal string without trailing zeros. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** A number rounded half up to `decimals` places (2 by default). */
export function formatNumber(value: string | number, decimals: number = DISPLAY.numberDecimals): string {
  const { negative, integer, fraction } = splitDecimal(value);
  const scaled = BigInt(integer + fraction.slice(0, decimals + 1).padEnd(decimals + 1, '0'));
  const rounded = ((scaled + 5n) / 10n).toString().padStart(decimals + 1, '0');
  return joinDecimal(negative, rounded.slice(0, rounded.length - decimals), rounded.slice(rounded.length - decimals));
}

/** A balance with its first 3 decimals, never rounded up: `1.23456` → `1.234`. */
export function formatBalance(value: string | number, symbol?: string): string {
  return balanceText(splitDecimal(value), symbol);
}
