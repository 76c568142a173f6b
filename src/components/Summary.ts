'use client';

import { styled } from 'styled-components';

// Its own module, not layout.ts: only views use it, and layout.ts is in the first load with the Connect button.
/** What is about to happen, as terms (quiet) and their values side by side: a `dl` of `dt` and `dd` pairs. */
export const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px 16px;
  dt {
    color: var(--wm-fg-muted);
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
    overflow-wrap: anywhere;
  }
`;
