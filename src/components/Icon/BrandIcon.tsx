'use client';

import { BRANDS, type Brand } from './brands';

export interface BrandIconProps {
  brand: Brand;
  size?: number;
  /** What the mark says on its own; without one it is decoration beside text that names the brand. */
  label?: string;
}

/** Relative luminance of a `RRGGBB` colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [0, 2, 4].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * A brand's mark in its brand colour. Near-black marks (Apple, X, GitHub) take the text colour instead, so they stay
 * visible on the dark theme.
 */
export function BrandIcon({ brand, size = 20, label }: BrandIconProps) {
  const { hex, path } = BRANDS[brand];
  const fill = luminance(hex) < 0.02 ? 'currentColor' : `#${hex}`;
  return label ? (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 24 24" fill={fill} focusable="false" data-brand={brand}>
      <path d={path} />
    </svg>
  ) : (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill={fill} focusable="false" data-brand={brand}>
      <path d={path} />
    </svg>
  );
}
