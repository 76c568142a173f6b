'use client';

import { Muted } from '../components/layout';
import { useMessages } from '../i18n/useMessages';

/** Shown for a view whose feature is not part of this build yet. */
export default function NotAvailableView() {
  const { t } = useMessages();
  return <Muted>{t('common.notAvailable')}</Muted>;
}
