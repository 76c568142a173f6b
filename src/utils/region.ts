import { RESTRICTED_TIME_ZONES } from '../constants';

const RESTRICTED = new Set(RESTRICTED_TIME_ZONES.map((zone) => zone.toLowerCase()));

/** Whether the IANA time zone `timeZone` is one of the restricted ones (case does not matter). */
export function isRestrictedTimeZone(timeZone: string): boolean {
  return RESTRICTED.has(timeZone.toLowerCase());
}

/** The part of `Temporal` this reads. */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * Whether the page's time zone is a restricted one (docs/behaviour.md#embedded-wallet), from `Temporal` where the
 * browser has it, else from `Intl`: building the first date formatter costs the page's first task some 15–25 ms, asking
 * Temporal about 1 ms. An environment without either, or whose answer throws or names no zone, counts as not restricted.
 */
export function detectRestrictedRegion(
  intl: Pick<typeof Intl, 'DateTimeFormat'> | undefined = globalThis.Intl,
  temporal: TemporalNow | undefined = (globalThis as { Temporal?: TemporalNow }).Temporal,
): boolean {
  try {
    const timeZone: unknown = temporal ? temporal.Now.timeZoneId() : intl?.DateTimeFormat().resolvedOptions().timeZone;
    return typeof timeZone === 'string' && isRestrictedTimeZone(timeZone);
  } catch {
    return false;
  }
}
