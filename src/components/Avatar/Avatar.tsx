'use client';

import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import { isSafeImageSource } from '../../utils/links';

const Picture = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

/** Two hues from the seed swept round a circle: each seed looks the same every time. */
const Drawn = styled.span`
  flex: none;
  display: inline-block;
  border-radius: 50%;
  background: conic-gradient(from 90deg, hsl(var(--hue) 70% 60%), hsl(calc(var(--hue) + 120) 70% 55%), hsl(var(--hue) 70% 60%));
`;

/** The hue a seed (an address) is drawn in: its last six hex digits, round the colour wheel. */
const hueOf = (seed: string) => Number.parseInt(seed.slice(-6), 16) % 360 || 0;

export interface AvatarProps {
  /** The picture; used only from a source that cannot run script. */
  src?: string;
  /** Drawn from when there is no usable picture (an address); without it there is nothing to show. */
  seed?: string;
  size?: number;
  /** What the picture shows; without one it is decoration beside a name. */
  label?: string;
}

/** A round picture of an account or a person, or a stand-in drawn from its address. */
export function Avatar({ src, seed, size = 28, label }: AvatarProps) {
  if (isSafeImageSource(src))
    return <Picture src={src} alt={label ?? ''} width={size} height={size} style={{ width: size, height: size }} />;
  if (seed === undefined) return null;
  const style = { width: size, height: size, '--hue': hueOf(seed) } as CSSProperties;
  return label ? <Drawn role="img" aria-label={label} style={style} /> : <Drawn aria-hidden="true" style={style} />;
}
