import { formatMonthYear, formatRelativeTime } from './time';

describe('formatRelativeTime (sec, min, hr, d, mo, yr)', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const ago = (ms: number) => new Date(now - ms);
  it.each([
    [0, '0 sec'],
    [59_000, '59 sec'],
    [60_000, '1 min'],
    [59 * 60_000, '59 min'],
    [60 * 60_000, '1 hr'],
    [23 * 3_600_000, '23 hr'],
    [24 * 3_600_000, '1 d'],
    [29 * 86_400_000, '29 d'],
    [30 * 86_400_000, '1 mo'],
    [364 * 86_400_000, '12 mo'],
    [365 * 86_400_000, '1 yr'],
    [3 * 365 * 86_400_000, '3 yr'],
  ])('%i ms ago → %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('accepts timestamps and ISO strings, and clamps the future to 0 sec', () => {
    expect(formatRelativeTime(now - 120_000, now)).toBe('2 min');
    expect(formatRelativeTime('2026-11-21T11:00:00Z', now)).toBe('1 hr');
    expect(formatRelativeTime(now + 5_000, now)).toBe('0 sec');
  });

  it('rejects an invalid date', () => {
    expect(() => formatRelativeTime('yesterday', now)).toThrow('Invalid date: yesterday');
  });
});

describe('formatMonthYear', () => {
  it('names the month and year in full', () => {
    expect(formatMonthYear(new Date(2026, 10, 15))).toBe('November 2026');
    expect(formatMonthYear(new Date(2025, 0, 1).getTime())).toBe('January 2025');
  });

  it('rejects an invalid date', () => {
    expect(() => formatMonthYear('soon')).toThrow('Invalid date: soon');
  });
});
