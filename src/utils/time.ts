const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Elapsed time in short units: `sec`, `min`, `hr`, `d`, `mo`, `yr` (e.g. `3 min`). */
export function formatRelativeTime(date: Date | number | string, now: number = Date.now()): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new Error(`Invalid date: ${String(date)}`);
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)} sec`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hr`;
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return `${days} d`;
  if (days < 365) return `${Math.floor(days / 30)} mo`;
  return `${Math.floor(days / 365)} yr`;
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** A month as lists head their groups, in the viewer's time zone: `November 2026`. */
export function formatMonthYear(date: Date | number | string): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new Error(`Invalid date: ${String(date)}`);
  return MONTH_YEAR.format(time);
}
