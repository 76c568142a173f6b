import { useState } from 'react';
import { styled } from 'styled-components';
import { type ImageKind, useGetImageQuery } from '../../features/wallets/walletsApi';
import { isSafeImageSource } from '../../utils/links';

const Frame = styled.span<{ $size: number }>`
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

/** A logo: its own URL, or its image from the wallet-list API; initials when there is none or it fails. */
export function WalletImage({ name, imageUrl, imageId, imageKind = 'wallet', size = 36 }: WalletImageProps) {
  const [failed, setFailed] = useState(false);
  const { data: catalogueUrl } = useGetImageQuery(
    { kind: imageKind, id: imageId ?? '' },
    { skip: !imageId || isSafeImageSource(imageUrl) },
  );
  const source = isSafeImageSource(imageUrl) ? imageUrl : catalogueUrl;
  return (
    <Frame $size={size} aria-hidden="true">
      {source && !failed ? <img src={source} alt="" onError={() => setFailed(true)} /> : name.slice(0, 2).toUpperCase()}
    </Frame>
  );
}
