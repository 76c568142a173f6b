import type { LucideIcon } from 'lucide-react';

/** One glyph of `glyphs.ts`. */
export type Glyph = LucideIcon;

export interface IconProps {
  glyph: Glyph;
  size?: number;
  /** What the icon says on its own; without one it is decoration, hidden from screen readers (its button is named). */
  label?: string;
}

/** A UI icon in the text colour around it. */
export function Icon({ glyph: Shape, size = 18, label }: IconProps) {
  return label ? (
    <Shape size={size} role="img" aria-label={label} focusable="false" />
  ) : (
    <Shape size={size} aria-hidden="true" focusable="false" />
  );
}
