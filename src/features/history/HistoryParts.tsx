'use client';

import { type ReactElement, type RefObject, useLayoutEffect, useRef } from 'react';
import { FailedState } from '../../components/FailedState/FailedState';
import { Muted, SecondaryButton } from '../../components/layout';
import { historyMessages } from '../../i18n/english/history';
import type { DialogKey, Translate } from '../../i18n/useMessages';
import { useMessages } from '../../i18n/useMessages';
import type { useHistory } from './useHistory';

/** What a history list shows in place of its entries: no wallet, a chain without activity, a failed fetch; else null. */
export function historyNotice(
  what: string,
  { address, network, supported, history, retry }: ReturnType<typeof useHistory>,
  t: Translate<keyof typeof historyMessages | DialogKey>,
): ReactElement | null {
  if (!address) return <Muted>{t('common.noWalletConnected')}</Muted>;
  if (!supported) {
    // The history API serves eip155 chains only.
    return <Muted>{t('history.notSupported', { list: what, network: network?.name ?? t('history.thisNetwork') })}</Muted>;
  }
  if (!history.failed) return null;
  return <FailedState message={t('history.failed')} retryLabel={t('common.retry')} onRetry={retry} />;
}

/**
 * Fetches the next page: the keyboard's way on where scrolling does not apply. It goes with the last page;
 * if it had focus, focus moves to `focusAfter` rather than falling out of the list.
 */
export function LoadMoreButton({ onClick, focusAfter }: { onClick: () => void; focusAfter: RefObject<HTMLElement | null> }) {
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useMessages(historyMessages);
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (element && element === element.ownerDocument.activeElement) focusAfter.current?.focus();
    };
  }, [focusAfter]);
  return (
    <SecondaryButton ref={button} type="button" onClick={onClick}>
      {t('history.loadMore')}
    </SecondaryButton>
  );
}
