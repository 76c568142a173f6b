import { en } from '../i18n/en';
import type { Notice } from '../i18n/notice';
import { translator } from '../i18n/useMessages';

const t = translator(en, { locale: 'en', messages: {} });

/** A notice as the modal shows it in English: what a user reads, for tests that look at the state. */
export const englishText = (notice: Notice | undefined): string | undefined => notice && t(notice.key, notice.values);
