'use client';

import { styled } from 'styled-components';
import { buttonBase } from '../layout';
import { WalletImage, type WalletImageProps } from './WalletImage';

const Tile = styled.button`
  ${buttonBase}
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  gap: 6px;
  padding: 6px 4px;
  border-radius: 14px;
  background: var(--wm-surface);
  color: var(--wm-fg);
  font-size: 12px;
  &:hover:not(:disabled) {
    background: var(--wm-surface-hover);
  }
`;

/** Two lines at most: most names fit whole, a long one ends in an ellipsis instead of stretching the tile. */
const Name = styled.span`
  max-width: 100%;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  line-height: 14px;
  text-align: center;
  overflow-wrap: anywhere;
`;

interface WalletTileProps extends Omit<WalletImageProps, 'size'> {
  onClick: () => void;
}

/** One wallet of a grid: logo above name. The name is rendered as text, whatever the catalogue sends. */
export function WalletTile({ name, onClick, ...image }: WalletTileProps) {
  return (
    <Tile type="button" onClick={onClick}>
      <WalletImage name={name} size={48} {...image} />
      <Name>{name}</Name>
    </Tile>
  );
}
