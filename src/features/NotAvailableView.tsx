'use client';

import { Muted } from '../components/layout';
import { modalMessages } from '../i18n/english/modal';
import { useMessages } from '../i18n/useMessages';

/** Shown for a view whose feature is not part of this build yet. */
export default function NotAvailableView() {
  const { t } = useMessages(modalMessages);
  return <Muted>{t('common.notAvailable')}</Muted>;
}
