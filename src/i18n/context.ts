'use client';

import { createContext, useContext } from 'react';
import type { LocaleMessages, Messages } from './en';
import type { Locale } from './locales';

/** The language the modal speaks and its texts; English's come from the code, so they are not in `messages`. */
export interface ActiveLocale {
  locale: Locale;
  /** The locale's catalogue; a text it lacks falls back to English. */
  messages: LocaleMessages;
}

const ENGLISH: ActiveLocale = { locale: 'en', messages: {} };

/** Provided by the shell once the locale's chunk is here; without a provider, English. */
export const LocaleContext = createContext<ActiveLocale>(ENGLISH);

export const useActiveLocale = () => useContext(LocaleContext);

/**
 * Plain texts (no arguments) in the active locale, English where it lacks one: what the first view needs, without
 * the message formatter, so the host page's first load stays small.
 */
export function useTexts<K extends keyof Messages>(english: Readonly<Record<K, string>>): (key: K) => string {
  const { messages } = useActiveLocale();
  return (key) => messages[key] ?? english[key];
}
