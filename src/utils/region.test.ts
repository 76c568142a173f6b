import { RESTRICTED_TIME_ZONES } from '../constants';
import { detectRestrictedRegion, isRestrictedTimeZone } from './region';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** An `Intl` whose formatters all run in `timeZone`, as on a page whose system zone it is. */
function intlIn(timeZone: string): Pick<typeof Intl, 'DateTimeFormat'> {
  const inZone = (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
    new RealDateTimeFormat(locales, { ...options, timeZone });
  return { DateTimeFormat: inZone as typeof Intl.DateTimeFormat };
}

describe('the restricted time zones', () => {
  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau'])('counts a page in %s as restricted', (zone) => {
    expect(detectRestrictedRegion(intlIn(zone))).toBe(true);
  });

  it.each(['Europe/Berlin', 'Asia/Tokyo', 'Asia/Taipei', 'Asia/Singapore', 'UTC'])('counts a page in %s as not restricted', (zone) => {
    expect(detectRestrictedRegion(intlIn(zone))).toBe(false);
  });

  it("knows every zone's IANA aliases, whatever their case, as a browser that keeps the system's name reports them", () => {
    for (const alias of ['Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'PRC', 'Asia/Kashgar', 'Hongkong', 'Asia/Macao']) {
      expect(isRestrictedTimeZone(alias)).toBe(true);
    }
    expect(isRestrictedTimeZone('asia/shanghai')).toBe(true);
    expect(isRestrictedTimeZone('Asia/Shanghai2')).toBe(false);
    // Every listed name is a zone this platform's Intl accepts, so none is misspelled.
    for (const zone of RESTRICTED_TIME_ZONES) expect(() => new RealDateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });

  it('counts a page whose Intl throws, names no zone or is missing as not restricted', () => {
    const throwing = {
      DateTimeFormat: (() => {
        throw new RangeError('Incorrect locale information provided');
      }) as unknown as typeof Intl.DateTimeFormat,
    };
    const zoneless = {
      DateTimeFormat: (() => ({ resolvedOptions: () => ({}) })) as unknown as typeof Intl.DateTimeFormat,
    };
    expect(detectRestrictedRegion(throwing)).toBe(false);
    expect(detectRestrictedRegion(zoneless)).toBe(false);
    expect(detectRestrictedRegion(undefined)).toBe(false);
  });

  it('asks Temporal for the zone where the page has it, building no date formatter', () => {
    const noFormatter = {
      DateTimeFormat: (() => {
        throw new Error('A date formatter was built');
      }) as unknown as typeof Intl.DateTimeFormat,
    };
    const temporalIn = (zone: string) => ({ Now: { timeZoneId: () => zone } });
    expect(detectRestrictedRegion(noFormatter, temporalIn('Asia/Shanghai'))).toBe(true);
    expect(detectRestrictedRegion(noFormatter, temporalIn('Europe/Berlin'))).toBe(false);
    const throwing = {
      Now: {
        timeZoneId: () => {
          throw new RangeError('No time zone');
        },
      },
    };
    expect(detectRestrictedRegion(intlIn('Asia/Shanghai'), throwing)).toBe(false);
  });
});
