'use client';

import { useRef } from 'react';
import { styled } from 'styled-components';
import { CloseGlyph, WarningGlyph } from '../../components/Icon/glyphs';
import { Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import type { AlertId } from '../../errors';
import type { MessageKey } from '../../i18n/en';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { alertDismissed, selectAlert } from '../../store/slices/alertsSlice';
import { useErrorTexts } from './noticeTexts';

const Banner = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: 0 16px 8px;
  padding-block: 10px;
  padding-inline: 12px 4px;
  border: 1px solid var(--wm-border);
  border-radius: 12px;
  background: var(--wm-surface);
  font-size: 13px;
  p {
    margin: 2px 0 0;
    color: var(--wm-fg-muted);
  }
`;

const Warning = styled.span`
  margin-block-start: 1px;
  color: var(--wm-error);
  line-height: 0;
`;

type AlertKey = Extract<MessageKey, `alert.${AlertId}.${'title' | 'description'}`>;

/** The current alert (docs/behaviour.md#errors), with its explanation and a dismiss button, in the active locale. */
export function AlertBanner() {
  const dispatch = useAppDispatch();
  const id = useAppSelector(selectAlert);
  const texts = useErrorTexts(id !== undefined);
  const { t } = useMessages(texts);
  const banner = useRef<HTMLDivElement>(null);
  // Shown once its words are here.
  if (!id || !texts) return null;
  const title = t(`alert.${id}.title` satisfies AlertKey);
  const description = t(`alert.${id}.description` satisfies AlertKey);
  return (
    <Banner role="alert" ref={banner}>
      <Warning>
        <Icon glyph={WarningGlyph} size={16} />
      </Warning>
      <div style={{ flex: 1 }}>
        <strong>{title}</strong>
        <p>{description}</p>
      </div>
      <IconButton
        glyph={CloseGlyph}
        label={t('notice.dismiss', { title })}
        onClick={() => {
          // The button goes with the banner: focus stays in the dialog, where Escape and Tab still work.
          const dialog = banner.current?.closest<HTMLElement>('[role="dialog"]');
          dispatch(alertDismissed());
          dialog?.focus();
        }}
      />
    </Banner>
  );
}
