'use client';

import { css, styled } from 'styled-components';
import { BUTTON_BASE, FOCUS_RING, PRIMARY_COLOURS } from './theme';

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

export const focusRing = css`
  &:focus-visible {
    ${FOCUS_RING}
  }
`;

/**
 * What every button of the kit shares: its content centred in a row, the surrounding font, the pointer, one disabled
 * look and the focus ring. Each button adds only its size and colours.
 */
export const buttonBase = css`
  ${BUTTON_BASE}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** Centres its text, and an icon beside it when there is one. */
export const PrimaryButton = styled.button`
  ${buttonBase}
  padding: 12px 16px;
  border-radius: 14px;
  ${PRIMARY_COLOURS}
`;

export const SecondaryButton = styled(PrimaryButton)`
  background: var(--wm-surface);
  color: var(--wm-fg);
`;
