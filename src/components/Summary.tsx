'use client';

import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Terms = styled.dl`
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

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/**
 * What is about to happen, as terms (quiet) and their values side by side: `children` are `dt` and `dd` pairs. A group
 * named `label` holds the list; the role stays off the `dl`, which would lose its pairs to assistive technology.
 */
export function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a summary's terms
    <div role="group" aria-label={label}>
      <Terms>{children}</Terms>
    </div>
  );
}
