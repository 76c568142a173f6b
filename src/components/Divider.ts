'use client';

import { styled } from 'styled-components';

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/** A rule across the line with a word in its middle ("or"), between two ways to do a thing. */
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
    border-block-start: 1px solid var(--wm-border);
  }
`;
