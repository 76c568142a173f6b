'use client';

import { styled } from 'styled-components';
import { focusRing } from './layout';

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/** A link in the accent colour, with an icon beside its text when there is one (an external link's arrow). */
export const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: var(--wm-accent);
  font-size: 14px;
  ${focusRing}
`;
