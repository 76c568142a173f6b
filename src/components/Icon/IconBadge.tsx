'use client';

import { styled } from 'styled-components';
import { type Glyph, Icon } from './Icon';

const Badge = styled.span`
  width: 40px;
  height: 40px;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 12px;
  background: var(--wm-surface);
  color: var(--wm-accent);
`;

/** An icon on a tile of its own, in the accent colour, beside the text it illustrates; decoration. */
export function IconBadge({ glyph }: { glyph: Glyph }) {
  return (
    <Badge>
      <Icon glyph={glyph} size={22} />
    </Badge>
  );
}
