import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Alerts, ErrorText, OnDemandAlerts } from '../errors';
import { en, type MessageKey, type Messages } from './en';
import { firstViewMessages } from './enFirstView';
import { modalMessages } from './english/modal';
import { formatMessage } from './format';
import { loadMessages } from './loadMessages';
import { LOCALES } from './locales';
import { translator } from './useMessages';

const KEYS = Object.keys(en).sort() as MessageKey[];
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/** The argument names a message reads: every branch is formatted, so every argument is asked for. */
function argumentNames(message: string, locale = 'en'): string[] {
  const names = new Set<string>();
  const values = new Proxy({} as Record<string, number>, {
    get: (_, name) => {
      if (typeof name === 'string') names.add(name);
      return 1;
    },
  });
  formatMessage(message, values, locale);
  return [...names].sort();
}

describe('the English catalogue', () => {
  it('holds the first view texts, so the Connect button and the modal say the same', () => {
    expect(en).toMatchObject(firstViewMessages);
  });

  it('has every alert of errors.ts word for word', () => {
    for (const [id, alert] of Object.entries({ ...Alerts, ...OnDemandAlerts })) {
      expect(en[`alert.${id}.title` as MessageKey]).toBe(alert.title);
      expect(en[`alert.${id}.description` as MessageKey]).toBe(alert.description);
    }
  });

  it('has the errors of errors.ts a user can read, word for word', () => {
    const samples: Record<string, unknown[]> = {
      invalidDecimal: ['1.2.3'],
      emailRetryAfter: [30],
      tooManyDecimals: ['USDC', 6],
      insufficientFunds: ['ETH'],
      walletOnOtherNetwork: ['Arbitrum'],
      sendNotConfirmed: [60],
      transactionNotConfirmed: [180],
      networkNotApproved: ['Dev Wallet', 'Anvil B'],
      httpStatus: [503],
      noProgrammaticSwitch: ['MetaMask'],
      errorRegisteringName: ['alice.reown.id'],
    };
    const errorKeys = KEYS.filter((key) => key.startsWith('error.'));
    expect(errorKeys.length).toBeGreaterThan(30);
    for (const key of errorKeys) {
      const name = key.slice('error.'.length) as keyof typeof ErrorText;
      const text = ErrorText[name];
      if (typeof text === 'string') {
        expect(en[key]).toBe(text);
        continue;
      }
      const args = samples[name] as never[];
      const expected = (text as (...values: never[]) => string)(...args);
      const names = argumentNames(en[key]);
      // The template's arguments in the order the English text names them.
      const order = [...en[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      expect(names).toEqual([...order].sort());
      expect(formatMessage(en[key], Object.fromEntries(order.map((argument, index) => [argument, String(args[index])])))).toBe(expected);
    }
  });
});

describe("the English catalogue's parts (english/)", () => {
  it('are the whole catalogue with the first view texts: every part is in it, and each key is written in one part only', async () => {
    const files = readdirSync(resolve(import.meta.dirname, 'english'));
    const parts = await Promise.all(
      files.map(async (file) => Object.values(await import(`./english/${file}`))[0] as Readonly<Record<string, string>>),
    );
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...Object.keys(firstViewMessages), ...keys].sort()).toEqual(KEYS);
    expect(Object.fromEntries(parts.flatMap((part) => Object.entries(part)))).toEqual(
      Object.fromEntries(KEYS.filter((key) => !(key in firstViewMessages)).map((key) => [key, en[key]])),
    );
  });

  it("give the first open the dialog's texts, the alerts', notices' and errors' (a toast may show any), the views' titles and the Connect view's, and no other view's", () => {
    const groups = new Set(Object.keys(modalMessages).map((key) => key.split('.')[0]));
    expect([...groups].sort()).toEqual(['alert', 'common', 'connect', 'error', 'modal', 'notice', 'view']);
  });
});

describe.each(OTHER_LOCALES)('the %s catalogue', (locale) => {
  let messages: Partial<Messages>;
  beforeAll(async () => {
    messages = await loadMessages(locale);
  });

  it('has every key of the English catalogue, and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(KEYS);
  });

  it('uses the same placeholders as English in every message, and formats each one', () => {
    for (const key of KEYS) {
      const message = messages[key] as string;
      expect({ key, names: argumentNames(message, locale) }).toEqual({ key, names: argumentNames(en[key]) });
      expect(message.trim()).not.toBe('');
    }
  });

  it('leaves product names and the configuration key untranslated', () => {
    expect(messages['error.smartAccountsUnsupported']).toContain('Smart Accounts');
    expect(messages['alert.projectIdNotConfigured.description']).toContain('`projectId`');
    expect(messages['send.receiverPlaceholder']).toContain('.reown.id');
  });
});

describe('a missing or broken text at run time', () => {
  it('falls back to English, never to the key', () => {
    const t = translator(en, { locale: 'de', messages: { 'modal.close': 'Schließen' } });
    expect(t('modal.close')).toBe('Schließen');
    expect(t('modal.back')).toBe('Back');
    expect(t('connect.continueWithSocial', { provider: 'GitHub' })).toBe('Continue with GitHub');
  });

  it('shows English for a translation that cannot be formatted', () => {
    const t = translator(en, { locale: 'de', messages: { 'connecting.open': '{name, plural, one {' } });
    expect(t('connecting.open', { name: 'Rainbow' })).toBe('Open Rainbow');
  });
});
