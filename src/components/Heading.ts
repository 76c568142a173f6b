'use client';

import { styled } from 'styled-components';

// Its own module, not layout.ts: only views use it, and layout.ts comes with the modal's first open.
/** The line that says what a state or a point is about, above its muted explanation. A `p` unless given `as`. */
export const Heading = styled.p`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;
