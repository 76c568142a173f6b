'use client';

import { styled } from 'styled-components';
import { focusRing } from '../layout';

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/** A one-line text box; give it a label (a `Field`). */
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

/** A text box for an identifier (an address, a name): no autocompletion or spell check, left to right in any language. */
export const IdentifierInput = styled(TextInput).attrs({ autoComplete: 'off', spellCheck: false, dir: 'ltr' })``;
