import { RESTRICTED_TIME_ZONES } from '../constants';

const RESTRICTED = new Set(RESTRICTED_TIME_ZONES.map((zone) => zone.toLowerCase()));

/** Whether the IANA time zone `timeZone` is one of the restricted ones (case does not matter). */
export function isRestrictedTimeZone(timeZone: string): boolean {
  return RESTRICTED.has(timeZone.toLowerCase());
}

/**
 * Whether the page's time zone, as `Intl` reports it, is a restricted one (docs/behaviour.md#embedded-wallet). An
 * environment without `Intl`, or whose `Intl` throws or names no zone, counts as not restricted.
 */
export function detectRestrictedRegion(intl: Pick<typeof Intl, 'DateTimeFormat'> | undefined = globalThis.Intl): boolean {
  try {
    const timeZone: unknown = intl?.DateTimeFormat().resolvedOptions().timeZone;
    return typeof timeZone === 'string' && isRestrictedTimeZone(timeZone);
  } catch {
    return false;
  }
}
