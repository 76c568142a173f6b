/** The languages the modal speaks; English is the default and the fallback for any missing text. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar', 'he'] as const;
export type Locale = (typeof LOCALES)[number];

const RTL_LOCALES: readonly Locale[] = ['ar', 'he'];

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');

/** Whether `tag` is a well-formed BCP 47 language tag (`pt-BR`, `zh-Hans-CN`, `he`). */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The supported locale nearest to a language tag: the exact one (`pt-BR`), else the one of its language
 * (`pt-PT` → `pt-BR`, `zh-TW` → `zh-CN`, `en-GB` → `en`); undefined for a language the modal does not speak.
 */
export function supportedLocale(tag: string): Locale | undefined {
  if (!isLanguageTag(tag)) return undefined;
  const canonical = Intl.getCanonicalLocales(tag)[0] as string;
  const language = canonical.split('-')[0]?.toLowerCase();
  return (
    LOCALES.find((locale) => locale.toLowerCase() === canonical.toLowerCase()) ??
    LOCALES.find((locale) => locale.split('-')[0] === language)
  );
}

/** The first of `tags` the modal speaks (the host's choice, the page's `<html lang>`, the browser's language), else English. */
export function pickLocale(...tags: (string | undefined | null)[]): Locale {
  for (const tag of tags) {
    const locale = tag ? supportedLocale(tag) : undefined;
    if (locale) return locale;
  }
  return 'en';
}
