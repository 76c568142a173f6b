'use client';

import type { LucideIcon } from 'lucide-react';
import { styled } from 'styled-components';

/** One glyph of `glyphs.ts`. */
export type Glyph = LucideIcon;

export interface IconProps {
  glyph: Glyph;
  size?: number;
  /** What the icon says on its own; without one it is decoration, hidden from screen readers (its button is named). */
  label?: string;
  /** The glyph points along the reading order (back, onwards), so it turns round in right-to-left text. */
  mirrored?: boolean;
}

const Mirrored = styled.span`
  display: inline-flex;
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** A UI icon in the text colour around it. */
export function Icon({ glyph: Shape, size = 18, label, mirrored = false }: IconProps) {
  const icon = label ? (
    <Shape size={size} role="img" aria-label={label} focusable="false" />
  ) : (
    <Shape size={size} aria-hidden="true" focusable="false" />
  );
  return mirrored ? <Mirrored>{icon}</Mirrored> : icon;
}
