import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Alerts, ErrorText } from '../errors';
import { en, type LocaleMessages, type MessageKey } from './en';
import { connectButtonMessages } from './english/connectButton';
import { errorsMessages } from './english/errors';
import { modalMessages } from './english/modal';
import { formatMessage } from './format';
import { loadMessages } from './loadMessages';
import { LOCALES, type Locale } from './locales';
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
    expect(en).toMatchObject(connectButtonMessages);
  });

  it('has every alert (alerts/), word for word', () => {
    for (const { id, title, description } of Object.values(Alerts)) {
      expect(en[`alert.${id}.title` as MessageKey]).toBe(title);
      expect(en[`alert.${id}.description` as MessageKey]).toBe(description);
    }
  });

  it('has its error texts in ICU syntax, and a thrown text says what the catalogue says with the same values', () => {
    const errorKeys = KEYS.filter((key) => key.startsWith('error.'));
    expect(errorKeys.length).toBeGreaterThan(30);
    // The catalogue's English of an error a view may show is its definition's, word for word.
    for (const key of errorKeys) {
      const text = ErrorText[key.slice('error.'.length) as keyof typeof ErrorText];
      expect([key, en[key]]).toEqual([key, typeof text === 'string' ? text : text.text]);
    }
    for (const [name, text] of Object.entries(ErrorText)) {
      const message = typeof text === 'string' ? text : text.text;
      const names = argumentNames(message);
      // The template's arguments in the order the English text names them.
      const order = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      expect({ name, names }).toEqual({ name, names: [...order].sort() });
      const values = order.map((argument) => `<${argument}>`);
      const thrown = typeof text === 'string' ? text : (text as (...values: string[]) => string)(...values);
      expect(formatMessage(message, Object.fromEntries(order.map((argument, index) => [argument, values[index] as string])))).toBe(thrown);
    }
  });
});

describe("the English catalogue's parts (english/)", () => {
  it("are the whole catalogue (the Connect button's texts among them): each key is written in one part only", async () => {
    const files = readdirSync(resolve(import.meta.dirname, 'english'));
    const parts = await Promise.all(
      files.map(async (file) => Object.values(await import(`./english/${file}`))[0] as Readonly<Record<string, string>>),
    );
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(KEYS);
    expect(Object.fromEntries(parts.flatMap((part) => Object.entries(part)))).toEqual(
      Object.fromEntries(KEYS.map((key) => [key, en[key]])),
    );
  });

  it("give the first open the dialog's texts, the notices' (a toast may show any), the views' titles and the Connect view's, and no other view's", () => {
    const groups = new Set(Object.keys(modalMessages).map((key) => key.split('.')[0]));
    expect([...groups].sort()).toEqual(['common', 'connect', 'modal', 'notice', 'view']);
  });

  it('take the errors and alerts from their definitions (errors/, alerts/), in a part of their own', () => {
    const groups = new Set(Object.keys(errorsMessages).map((key) => key.split('.')[0]));
    expect([...groups].sort()).toEqual(['alert', 'error']);
  });
});

/**
 * The keys each locale lacks, which English fills where they are shown (`translator`): a change to a list is a decision
 * to acknowledge here, not one a type check makes.
 */
const MISSING: Record<Exclude<Locale, 'en'>, MessageKey[]> = {
  es: [],
  fr: [],
  de: [],
  'pt-BR': [],
  ja: [],
  ko: [],
  'zh-CN': [],
  ru: [],
  tr: [],
  ar: [],
  he: [],
};

describe.each(OTHER_LOCALES)('the %s catalogue', (locale) => {
  let messages: LocaleMessages;
  beforeAll(async () => {
    messages = await loadMessages(locale);
  });

  it('lacks exactly the keys listed for it, and has no key English lacks', () => {
    expect(KEYS.filter((key) => !(key in messages))).toEqual(MISSING[locale]);
    expect(Object.keys(messages).filter((key) => !(key in en))).toEqual([]);
  });

  it('uses the same placeholders as English in every message, and formats each one', () => {
    for (const key of KEYS.filter((key) => key in messages)) {
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
