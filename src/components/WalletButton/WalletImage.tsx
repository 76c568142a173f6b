'use client';

import { useContext, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { ImageKind } from '../../model/image';
import { isSafeImageSource } from '../../utils/links';
import { IMAGE_PRELOAD_CAP_MS } from './imagePreload';
import { ImageSourceContext } from './imageSource';

const Frame = styled.span<{ $size: number }>`
  position: relative;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 10px;
  background: var(--wm-surface-hover);
  color: var(--wm-fg-muted);
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  font-weight: 600;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface WalletImageProps {
  name: string;
  imageUrl?: string;
  imageId?: string;
  /** Which image endpoint `imageId` belongs to (wallet logos by default, network logos are assets). */
  imageKind?: ImageKind;
  size?: number;
}

/** The first two characters (not UTF-16 halves) of the name, as a stand-in logo. */
const initials = (name: string) => Array.from(name.trim()).slice(0, 2).join('').toUpperCase();

/**
 * A logo: its own URL, or its image from the wallet-list API. The image preloads hidden and shows once
 * decoded; until then the frame stays empty for at most IMAGE_PRELOAD_CAP_MS (docs/behaviour.md#account), then shows the
 * initials. Initials show at once when there is no image or it fails; a logo arriving late still replaces them.
 */
export function WalletImage({ name, imageUrl, imageId, imageKind = 'wallet', size = 36 }: WalletImageProps) {
  const directUrl = isSafeImageSource(imageUrl) ? imageUrl : undefined;
  const useImageSource = useContext(ImageSourceContext);
  const catalogue = useImageSource(imageId && directUrl === undefined ? { kind: imageKind, id: imageId } : undefined);
  const source = directUrl ?? catalogue.url;
  const [settled, setSettled] = useState<{ source: string; loaded: boolean }>();
  const [capPassed, setCapPassed] = useState(false);

  const outcome = settled && settled.source === source ? settled.loaded : undefined;
  const loaded = outcome === true;
  const failed = outcome === false || catalogue.failed || (!directUrl && !imageId);
  const waiting = !loaded && !failed;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setCapPassed(true), IMAGE_PRELOAD_CAP_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return (
    <Frame $size={size} aria-hidden="true">
      {source && !failed && (
        <img
          key={source}
          src={source}
          alt=""
          hidden={!loaded}
          onLoad={() => setSettled({ source, loaded: true })}
          onError={() => setSettled({ source, loaded: false })}
        />
      )}
      {(failed || (waiting && capPassed)) && initials(name)}
    </Frame>
  );
}
