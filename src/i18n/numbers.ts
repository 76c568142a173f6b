import type { Locale } from './locales';

// Its own module: the Connect button, in the first load, needs this and nothing else of the formatting.

// A number standing on its own: not the digits inside a token symbol such as `1INCH` or `USDC2`.
const DECIMAL = /(?<![\p{L}\d.])\d+(?:\.(\d+))?(?![\p{L}\d])/gu;

/**
 * Every decimal number in an already formatted text (`10000.000 ETH`, `-0.25 USDC`) in the locale's digits, separators
 * and grouping (`10,000.000 ETH`, `10.000,000 ETH`), with as many decimals as it had.
 */
export function localizeNumbers(locale: Locale, text: string): string {
  return text.replace(DECIMAL, (number, fraction: string | undefined) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: fraction?.length ?? 0,
      maximumFractionDigits: fraction?.length ?? 0,
    }).format(number as Intl.StringNumericLiteral),
  );
}
