import { styled } from 'styled-components';
import { IconButton } from '../../components/Modal/Modal';
import { Alerts } from '../../errors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { alertDismissed, selectAlert } from '../../store/slices/alertsSlice';

const Banner = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: 0 16px 8px;
  padding: 10px 4px 10px 12px;
  border: 1px solid var(--wm-border);
  border-radius: 12px;
  background: var(--wm-surface);
  font-size: 13px;
  p {
    margin: 2px 0 0;
    color: var(--wm-fg-muted);
  }
`;

/** The current alert of SPEC §8, with its explanation and a dismiss button. */
export function AlertBanner() {
  const dispatch = useAppDispatch();
  const id = useAppSelector(selectAlert);
  if (!id) return null;
  const { title, description } = Alerts[id];
  return (
    <Banner role="alert">
      <div style={{ flex: 1 }}>
        <strong>{title}</strong>
        <p>{description}</p>
      </div>
      <IconButton type="button" aria-label={`Dismiss: ${title}`} onClick={() => dispatch(alertDismissed())}>
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 6L6 18M6 6l12 12" />
        </svg>
      </IconButton>
    </Banner>
  );
}
