'use client';

import { styled } from 'styled-components';
import { MOTION, reducedMotion } from '../../components/motion';
import { useMessages } from '../../i18n/useMessages';
import { useAppSelector } from '../../store/hooks';
import { selectToast } from '../../store/slices/alertsSlice';
import { useErrorTexts } from './noticeTexts';

const Bar = styled.div<{ $variant: string }>`
  margin: 0 16px 8px;
  padding: 10px 12px;
  border-radius: 12px;
  font-size: 14px;
  background: var(--wm-surface);
  color: ${({ $variant }) => ($variant === 'error' ? 'var(--wm-error)' : $variant === 'success' ? 'var(--wm-success)' : 'var(--wm-fg)')};
  transition: opacity ${MOTION.viewTransition} ease;
  ${reducedMotion}
`;

/** The current toast (loading, success, error; docs/behaviour.md#modal), announced politely to screen readers. */
export function Toast() {
  const toast = useAppSelector(selectToast);
  // An error's words come with the errors' texts; a notice's with the dialog's.
  const isError = toast?.notice.key.startsWith('error.') ?? false;
  const errors = useErrorTexts(isError);
  const { t } = useMessages(errors);
  return (
    <div role="status" aria-live="polite">
      {toast && (errors || !isError) && (
        <Bar $variant={toast.variant} data-variant={toast.variant}>
          {t(toast.notice.key, toast.notice.values)}
        </Bar>
      )}
    </div>
  );
}
