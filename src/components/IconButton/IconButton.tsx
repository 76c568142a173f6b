'use client';

import { styled } from 'styled-components';
import { type Glyph, Icon } from '../Icon/Icon';
import { buttonBase } from '../layout';

const Button = styled.button<{ $small: boolean }>`
  ${buttonBase}
  flex: none;
  width: ${({ $small }) => ($small ? 28 : 40)}px;
  height: ${({ $small }) => ($small ? 28 : 40)}px;
  padding: 0;
  border: ${({ $small }) => ($small ? '1px solid var(--wm-border)' : 'none')};
  border-radius: ${({ $small }) => ($small ? 8 : 12)}px;
  background: transparent;
  color: ${({ $small }) => ($small ? 'var(--wm-fg-muted)' : 'var(--wm-fg)')};
  &:hover:not(:disabled) {
    background: var(--wm-surface-hover);
  }
`;

export interface IconButtonProps {
  glyph: Glyph;
  /** The button's name: an icon alone says nothing to a screen reader. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** `small` sits inline beside text (an address to copy), with a border to show it is a button. */
  size?: 'regular' | 'small';
  /** The glyph points along the reading order (back, onwards), so it turns round in right-to-left text. */
  mirrored?: boolean;
}

/** A button that shows only an icon; it carries its name, the icon is decoration. */
export function IconButton({ glyph, label, onClick, disabled, size = 'regular', mirrored }: IconButtonProps) {
  const small = size === 'small';
  return (
    <Button type="button" aria-label={label} onClick={onClick} disabled={disabled} $small={small}>
      <Icon glyph={glyph} size={small ? 14 : 18} mirrored={mirrored} />
    </Button>
  );
}
