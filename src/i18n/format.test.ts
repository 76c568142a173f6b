import { formatMessage } from './format';
import { formatListIn, formatMonthYearIn, formatRelativeTimeIn, formatUsdIn } from './intl';
import { directionOf, pickLocale, supportedLocale } from './locales';
import { localizeNumbers } from './numbers';

describe('formatMessage (the ICU subset the catalogue uses)', () => {
  it('fills in arguments', () => {
    expect(formatMessage('Continue in {name}', { name: 'Rainbow' })).toBe('Continue in Rainbow');
    expect(formatMessage("Couldn't load {what}.", { what: 'it' })).toBe("Couldn't load it.");
  });

  it('chooses plural branches by the locale and puts the count for #', () => {
    const found = '{count, plural, =0 {none} one {# wallet found} other {# wallets found}}';
    expect(formatMessage(found, { count: 0 })).toBe('none');
    expect(formatMessage(found, { count: 1 })).toBe('1 wallet found');
    expect(formatMessage(found, { count: 1200 })).toBe('1,200 wallets found');
    const russian = '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}';
    expect(formatMessage(russian, { count: 3 }, 'ru')).toBe('3 кошелька');
    expect(formatMessage(russian, { count: 5 }, 'ru')).toBe('5 кошельков');
    expect(formatMessage(russian, { count: 21 }, 'ru')).toBe('21 кошелёк');
  });

  it('chooses select branches, with other as the fallback', () => {
    const tag = '{kind, select, injected {Installed} other {Recent}}';
    expect(formatMessage(tag, { kind: 'injected' })).toBe('Installed');
    expect(formatMessage(tag, { kind: 'anything' })).toBe('Recent');
  });

  it('formats {n, number} in the locale', () => {
    expect(formatMessage('{n, number} items', { n: 12345.5 }, 'de')).toBe('12.345,5 items');
  });

  it('refuses a malformed message with a clear error', () => {
    expect(() => formatMessage('{count, plural, one {x}', { count: 1 })).toThrow(/Malformed message/);
    expect(() => formatMessage('a } b')).toThrow(/unmatched/);
    expect(() => formatMessage('{n, date}', { n: 1 })).toThrow(/unknown argument type "date"/);
  });
});

describe('Intl in the active locale', () => {
  it('writes English amounts and money grouped, and keeps the short relative units', () => {
    expect(localizeNumbers('en', '10000.000 ETH')).toBe('10,000.000 ETH');
    expect(formatUsdIn('en', 1234.5)).toBe('$1,234.50');
    expect(formatRelativeTimeIn('en', 0, 3 * 60_000)).toBe('3 min');
    expect(formatListIn('en', ['Ethereum', 'Arbitrum'])).toBe('Ethereum, Arbitrum');
  });

  it("writes amounts with the locale's separators and digits, leaving token symbols alone", () => {
    expect(localizeNumbers('de', '10000.000 ETH')).toBe('10.000,000 ETH');
    expect(localizeNumbers('fr', '-0.25 1INCH')).toBe('-0,25 1INCH');
    expect(localizeNumbers('ru', 'Balance: 1.500 USDC2')).toBe('Balance: 1,500 USDC2');
  });

  it('writes money, months and relative time the way the locale does', () => {
    expect(formatUsdIn('de', 1234.5)).toBe('1.234,50\u00a0$');
    expect(formatUsdIn('ja', 2)).toBe('$2.00');
    expect(formatMonthYearIn('es', Date.UTC(2026, 10, 15))).toBe('noviembre de 2026');
    expect(formatRelativeTimeIn('es', 0, 3 * 60_000)).toBe('hace 3 min');
    expect(formatRelativeTimeIn('de', 0, 2 * 86_400_000)).toBe('vor 2 Tagen');
    expect(formatListIn('ja', ['Ethereum', 'Arbitrum'])).toBe('Ethereum、Arbitrum');
    expect(formatListIn('de', ['Ethereum', 'Arbitrum', 'Base'])).toBe('Ethereum, Arbitrum und Base');
  });
});

describe('choosing a locale', () => {
  it('takes the exact locale, else the one of the same language, else English', () => {
    expect(supportedLocale('pt-BR')).toBe('pt-BR');
    expect(supportedLocale('pt-PT')).toBe('pt-BR');
    expect(supportedLocale('zh-Hant-TW')).toBe('zh-CN');
    expect(supportedLocale('EN-gb')).toBe('en');
    expect(supportedLocale('it')).toBeUndefined();
    expect(supportedLocale('not a tag')).toBeUndefined();
    expect(pickLocale(undefined, '', 'it', 'he-IL', 'de')).toBe('he');
    expect(pickLocale(undefined, 'it')).toBe('en');
  });

  it('reads Arabic and Hebrew right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
  });
});
