'use client';

import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { buttonBase } from '../layout';
import { WalletImage, type WalletImageProps } from './WalletImage';

/** A full-width row to click: its content starts at the reading start. */
export const ListButton = styled.button`
  ${buttonBase}
  width: 100%;
  display: flex;
  justify-content: flex-start;
  gap: 12px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border-radius: 14px;
  background: var(--wm-surface);
  color: var(--wm-fg);
  font-size: 15px;
  text-align: start;
  &:hover:not(:disabled) {
    background: var(--wm-surface-hover);
  }
`;

const Name = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--wm-bg);
  color: var(--wm-fg-muted);
  font-size: 12px;
`;

/** A mark of our own (a brand logo, an icon) in the place and size of a wallet's logo. */
const LogoFrame = styled.span`
  width: 36px;
  height: 36px;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 10px;
  background: var(--wm-surface-hover);
  color: var(--wm-fg);
`;

interface WalletButtonProps extends Omit<WalletImageProps, 'size'> {
  tag?: ReactNode;
  disabled?: boolean;
  /** Shown instead of the wallet's image: for entries whose mark we ship (WalletConnect, All Wallets). */
  logo?: ReactNode;
  onClick: () => void;
}

/** One wallet in a list; the name is rendered as text, whatever the catalogue sends. */
export function WalletButton({ name, tag, disabled, logo, onClick, ...image }: WalletButtonProps) {
  return (
    <ListButton type="button" onClick={onClick} disabled={disabled}>
      {logo ? <LogoFrame aria-hidden="true">{logo}</LogoFrame> : <WalletImage name={name} {...image} />}
      <Name>{name}</Name>
      {tag && <Tag>{tag}</Tag>}
    </ListButton>
  );
}
