'use client';

import { styled } from 'styled-components';

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/** Items side by side on one line, centred across it: an input and its button, an avatar and its name. */
export const Inline = styled.div<{ $gap?: number }>`
  display: flex;
  align-items: center;
  gap: ${({ $gap = 8 }) => $gap}px;
`;
