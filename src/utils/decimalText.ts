import { DISPLAY } from '../constants';

// Decimal amounts as text: recognised, split into their parts, and shown as the account widgets show balances. Checking
// what a person or a host typed, with its error, is units.ts's.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Numbers print in plain notation (no exponent) so `1e-7` becomes `0.0000001`. */
function toDecimalString(value: string | number): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

export interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

/** A decimal's sign, integer digits and fraction digits; undefined when the value is not a decimal number. */
export function decimalParts(value: string | number): DecimalParts | undefined {
  const text = toDecimalString(value);
  if (!DECIMAL.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { negative, integer, fraction };
}

export function joinDecimal(negative: boolean, integer: string, fraction: string): string {
  const isZero = /^0*$/.test(integer + fraction);
  const sign = negative && !isZero ? '-' : '';
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** A balance with its first 3 decimals, never rounded up: `1.23456` → `1.234`. */
export function balanceText({ negative, integer, fraction }: DecimalParts, symbol?: string): string {
  const decimals = fraction.slice(0, DISPLAY.balanceDecimals).padEnd(DISPLAY.balanceDecimals, '0');
  const text = joinDecimal(negative, integer.replace(/^0+(?=\d)/, ''), decimals);
  return symbol ? `${text} ${symbol}` : text;
}

/**
 * A balance as the account widgets show it: testnet balances and a balance of nothing (which is also what a failed
 * read falls back to) show 0.00; any other the first 3 decimals. The balances shown were checked as they were read; one
 * that is not a decimal number shows as it came.
 */
export function displayBalance(value: string | number, symbol?: string, testnet = false): string {
  const parts = decimalParts(value);
  if (!parts) return String(value);
  if (testnet || /^0*$/.test(parts.integer + parts.fraction)) return symbol ? `0.00 ${symbol}` : '0.00';
  return balanceText(parts, symbol);
}
