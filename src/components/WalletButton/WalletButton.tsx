import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../theme';
import { WalletImage, type WalletImageProps } from './WalletImage';

export const ListButton = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border: none;
  border-radius: 14px;
  background: var(--wm-surface);
  color: var(--wm-fg);
  font: inherit;
  font-size: 15px;
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--wm-surface-hover);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Name = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Tag = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--wm-bg);
  color: var(--wm-fg-muted);
  font-size: 12px;
`;

interface WalletButtonProps extends Omit<WalletImageProps, 'size'> {
  tag?: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

/** One wallet in a list; the name is rendered as text, whatever the catalogue sends. */
export function WalletButton({ name, tag, disabled, onClick, ...image }: WalletButtonProps) {
  return (
    <ListButton type="button" onClick={onClick} disabled={disabled}>
      <WalletImage name={name} {...image} />
      <Name>{name}</Name>
      {tag && <Tag>{tag}</Tag>}
    </ListButton>
  );
}
