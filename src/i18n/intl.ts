// Numbers, money, dates, relative time and lists in the active locale, through `Intl`. Money is grouped in every
// locale (`$31,504,200.00`); English keeps the short relative units (`3 min`) and `November 2026`.
import { elapsed, formatMonthYear, formatRelativeTime } from '../utils/time';
import type { Locale } from './locales';

/** An amount of US dollars with 2 decimals. */
export function formatUsdIn(locale: Locale, value: string | number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(value),
  );
}

/** A month and year, as lists head their groups. */
export function formatMonthYearIn(locale: Locale, date: Date | number | string): string {
  if (locale === 'en') return formatMonthYear(date);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(date));
}

/** A date and time in full, for a tooltip: the browser's own format in English, the locale's otherwise. */
export function formatDateTimeIn(locale: Locale, date: Date | number | string): string {
  return new Date(date).toLocaleString(locale === 'en' ? undefined : locale);
}

/** How long ago `date` was: English's short units (`3 min`), other languages' own relative time (`hace 3 min`). */
export function formatRelativeTimeIn(locale: Locale, date: Date | number | string, now?: number): string {
  if (locale === 'en') return formatRelativeTime(date, now);
  const { value, unit } = elapsed(date, now);
  return new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' }).format(-value, unit);
}

/** Names listed as the locale lists them (`a, b und c`); English keeps its plain `a, b, c`. */
export function formatListIn(locale: Locale, items: readonly string[]): string {
  if (locale === 'en') return items.join(', ');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}
