'use client';

import { styled } from 'styled-components';

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
