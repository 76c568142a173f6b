const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time since `date` in its largest whole unit: 30 days make a month, 365 a year. */
export function elapsed(
  date: Date | number | string,
  now: number = Date.now(),
): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year' } {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new Error(`Invalid date: ${String(date)}`);
  const span = Math.max(0, now - time);
  if (span < MINUTE) return { value: Math.floor(span / SECOND), unit: 'second' };
  if (span < HOUR) return { value: Math.floor(span / MINUTE), unit: 'minute' };
  if (span < DAY) return { value: Math.floor(span / HOUR), unit: 'hour' };
  const days = Math.floor(span / DAY);
  if (days < 30) return { value: days, unit: 'day' };
  if (days < 365) return { value: Math.floor(days / 30), unit: 'month' };
  return { value: Math.floor(days / 365), unit: 'year' };
}

const SHORT_UNITS = { second: 'sec', minute: 'min', hour: 'hr', day: 'd', month: 'mo', year: 'yr' } as const;

/** Elapsed time in the short units lists show: `sec`, `min`, `hr`, `d`, `mo`, `yr` (e.g. `3 min`). */
export function formatRelativeTime(date: Date | number | string, now: number = Date.now()): string {
  const { value, unit } = elapsed(date, now);
  return `${value} ${SHORT_UNITS[unit]}`;
}

// Made on first use: a page's first Intl formatter loads the browser's locale data, up to 20 ms, and this module comes
// with the modal's first open, which shows no month.
let monthYear: Intl.DateTimeFormat | undefined;

/** A month as lists head their groups, in the viewer's time zone: `November 2026`. */
export function formatMonthYear(date: Date | number | string): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new Error(`Invalid date: ${String(date)}`);
  monthYear ??= new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
  return monthYear.format(time);
}
