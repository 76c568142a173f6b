import { styled } from 'styled-components';
import { buttonBase } from './buttonBase';
import { focusRing } from './theme';

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 8 }) => $gap}px;
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--wm-fg-muted);
  font-size: 14px;
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: var(--wm-fg-muted);
  font-size: 13px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--wm-border);
  }
`;

/** Centres its text, and an icon beside it when there is one. */
export const PrimaryButton = styled.button`
  ${buttonBase}
  padding: 12px 16px;
  border-radius: 14px;
  background: var(--wm-accent);
  color: var(--wm-on-accent);
  font-weight: 600;
`;

export const SecondaryButton = styled(PrimaryButton)`
  background: var(--wm-surface);
  color: var(--wm-fg);
`;

export const TextInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  padding: 12px 14px;
  border: 1px solid var(--wm-border);
  border-radius: 14px;
  background: var(--wm-bg);
  color: var(--wm-fg);
  font: inherit;
  ${focusRing}
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
