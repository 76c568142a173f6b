import { DISPLAY } from '../constants';
import { ErrorText } from '../errors';

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/** Numbers print in plain notation (no exponent) so `1e-7` becomes `0.0000001`. */
function toDecimalString(value: string | number): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function splitDecimal(value: string | number): { negative: boolean; integer: string; fraction: string } {
  const text = toDecimalString(value);
  if (!DECIMAL.test(text)) throw new Error(ErrorText.invalidDecimal(String(value)));
  const negative = text.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { negative, integer, fraction };
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

function joinDecimal(negative: boolean, integer: string, fraction: string): string {
  const isZero = /^0*$/.test(integer + fraction);
  const sign = negative && !isZero ? '-' : '';
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** A balance with its first 3 decimals, never rounded up: `1.23456` → `1.234`. */
export function formatBalance(value: string | number, symbol?: string): string {
  const { negative, integer, fraction } = splitDecimal(value);
  const decimals = fraction.slice(0, DISPLAY.balanceDecimals).padEnd(DISPLAY.balanceDecimals, '0');
  const text = joinDecimal(negative, integer.replace(/^0+(?=\d)/, ''), decimals);
  return symbol ? `${text} ${symbol}` : text;
}

/** A number rounded half up to `decimals` places (2 by default). */
export function formatNumber(value: string | number, decimals: number = DISPLAY.numberDecimals): string {
  const { negative, integer, fraction } = splitDecimal(value);
  const scaled = BigInt(integer + fraction.slice(0, decimals + 1).padEnd(decimals + 1, '0'));
  const rounded = ((scaled + 5n) / 10n).toString().padStart(decimals + 1, '0');
  return joinDecimal(negative, rounded.slice(0, rounded.length - decimals), rounded.slice(rounded.length - decimals));
}

/**
 * A balance as the account widgets show it: testnet balances and a balance of nothing (which is also what a failed
 * read falls back to) show 0.00; any other the first 3 decimals.
 */
export function displayBalance(value: string | number, symbol?: string, testnet = false): string {
  const { integer, fraction } = splitDecimal(value);
  if (testnet || /^0*$/.test(integer + fraction)) return symbol ? `0.00 ${symbol}` : '0.00';
  return formatBalance(value, symbol);
}
