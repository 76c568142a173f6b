'use client';

import { type ReactNode, useMemo } from 'react';
import { type ActiveLocale, useActiveLocale } from './context';
import type { MessageKey, Messages } from './en';
import { modalMessages } from './english/modal';
import { formatMessage, type MessageValues } from './format';
import { formatDateTimeIn, formatListIn, formatMonthYearIn, formatRelativeTimeIn, formatUsdIn } from './intl';
import { directionOf } from './locales';
import { localizeNumbers } from './numbers';

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * A text of the active locale, or the English one in `english` when the locale lacks it or cannot format it.
 * Never the key: every key the type allows has an English text.
 */
export function translator<K extends keyof Messages>(english: Readonly<Record<K, string>>, active: ActiveLocale): Translate<K> {
  return (key, values) => {
    const localized = active.messages[key];
    if (localized !== undefined) {
      try {
        return formatMessage(localized, values, active.locale);
      } catch {
        // A broken translation shows the English text rather than nothing.
      }
    }
    return formatMessage(english[key], values, 'en');
  };
}

const MARK = '\u0001';

export interface MessagesApi<K extends MessageKey> {
  t: Translate<K>;
  /** A message whose arguments are elements (a link inside a sentence). */
  rich: (key: K, nodes: Record<string, ReactNode>) => ReactNode[];
}

function messagesApi<K extends MessageKey>(english: Readonly<Record<K, string>>, active: ActiveLocale): MessagesApi<K> {
  const t = translator(english, active);
  return {
    t,
    rich: (key, nodes) => {
      const marked = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
      return t(key, marked)
        .split(MARK)
        .map((part, index) => (index % 2 === 1 ? nodes[part] : part));
    },
  };
}

/** A text of the dialog's, which every view may speak. */
export type DialogKey = keyof typeof modalMessages;

// Each part merged with the dialog's texts once, however many components speak through it.
const withDialogTexts = new WeakMap<object, Readonly<Record<string, string>>>();

function englishOf(part: Readonly<Record<string, string>> | undefined): Readonly<Record<string, string>> {
  if (!part) return modalMessages;
  let english = withDialogTexts.get(part);
  if (!english) {
    english = { ...modalMessages, ...part };
    withDialogTexts.set(part, english);
  }
  return english;
}

/**
 * The dialog's texts (`english/modal.ts`, which come with the modal) and those of `part` (a part of the catalogue,
 * `english/`, or several merged once at module scope), in the active locale (English without a provider): a view
 * speaks through the parts that come with its code.
 */
export function useMessages<K extends MessageKey = DialogKey>(part?: Readonly<Record<K, string>>): MessagesApi<K | DialogKey> {
  const active = useActiveLocale();
  return useMemo(() => messagesApi(englishOf(part) as Readonly<Record<K | DialogKey, string>>, active), [part, active]);
}

export interface FormatApi {
  locale: ActiveLocale['locale'];
  dir: 'ltr' | 'rtl';
  /** The numbers in a formatted amount (`1.500 ETH`) in the locale's digits and separators. */
  numbers: (text: string) => string;
  usd: (value: string | number) => string;
  monthYear: (date: Date | number | string) => string;
  dateTime: (date: Date | number | string) => string;
  relativeTime: (date: Date | number | string, now?: number) => string;
  list: (items: readonly string[]) => string;
  /** An address or hash kept left to right inside right-to-left text. */
  ltr: (text: string) => string;
}

function formatApi({ locale }: ActiveLocale): FormatApi {
  const dir = directionOf(locale);
  return {
    locale,
    dir,
    numbers: (text) => localizeNumbers(locale, text),
    usd: (value) => formatUsdIn(locale, value),
    monthYear: (date) => formatMonthYearIn(locale, date),
    dateTime: (date) => formatDateTimeIn(locale, date),
    relativeTime: (date, now) => formatRelativeTimeIn(locale, date, now),
    list: (items) => formatListIn(locale, items),
    // Left-to-right isolate marks would change English text; only right-to-left text needs them.
    ltr: (text) => (dir === 'rtl' ? `\u2066${text}\u2069` : text),
  };
}

/** Numbers, money, dates and relative time in the active locale. */
export function useFormat(): FormatApi {
  const active = useActiveLocale();
  return useMemo(() => formatApi(active), [active]);
}
