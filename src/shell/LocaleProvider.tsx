'use client';

import { type ReactNode, useEffect, useMemo, useReducer, useRef } from 'react';
import { type ActiveLocale, LocaleContext } from '../i18n/context';
import type { Messages } from '../i18n/en';
import { loadMessages } from '../i18n/loadMessages';
import type { Locale } from '../i18n/locales';
import { useAppSelector } from '../store/hooks';
import { selectLocale } from '../store/slices/optionsSlice';

/** Catalogues fetched so far, shared by every provider on the page (the button's and the modal's). */
const loaded = new Map<Locale, Partial<Messages>>([['en', {}]]);

/**
 * Speaks the store's locale: its chunk is fetched on first use (English needs none) and provided to the texts
 * below; until it arrives the previous language stays. A chunk that cannot be fetched is tried again on the next change.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const messages = loaded.get(locale);
  // What was last shown stays while the next locale's chunk is on its way, so the text does not flash English.
  const shown = useRef<ActiveLocale>({ locale: 'en', messages: {} });

  useEffect(() => {
    if (messages) return;
    let current = true;
    loadMessages(locale).then(
      (catalogue) => {
        loaded.set(locale, catalogue);
        if (current) arrived();
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [locale, messages]);

  const value = useMemo(() => (messages ? { locale, messages } : shown.current), [locale, messages]);
  useEffect(() => {
    shown.current = value;
  }, [value]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
