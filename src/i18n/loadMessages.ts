import type { LocaleMessages } from './en';
import type { Locale } from './locales';

/** Every language but English is a chunk of its own, fetched when it is first chosen. */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: LocaleMessages }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  'zh-CN': () => import('./locales/zh-CN'),
  ru: () => import('./locales/ru'),
  tr: () => import('./locales/tr'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
};

/** The texts of `locale` (English's come with the code, so it loads nothing). */
export async function loadMessages(locale: Locale): Promise<LocaleMessages> {
  return locale === 'en' ? {} : (await LOADERS[locale]()).default;
}
