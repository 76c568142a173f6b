'use client';

import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { RowColumn, RowDetail, RowTitle } from '../RowList';
import { WalletImage } from '../WalletButton/WalletImage';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 4px;
`;

/** The row as one choice of a radio group: the whole row is the radio's label, outlined when chosen. */
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border: 1px solid var(--wm-border);
  border-radius: 14px;
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--wm-accent);
  }
  &:has(input:focus-visible) {
    outline: 2px solid var(--wm-accent);
    outline-offset: 2px;
  }
  input {
    margin: 0;
    accent-color: var(--wm-accent);
  }
`;

export interface TokenRowProps {
  /** The token's symbol: its image is looked up by it, and its first letters stand in when there is none. */
  symbol: string;
  /** Which catalogue images `symbol` names: tokens by default, or fiat currencies. */
  imageKind?: 'token' | 'currency';
  iconUrl?: string;
  title: ReactNode;
  detail?: ReactNode;
  /** The narrower column at the row's end: an amount or a value, with its own detail under it. */
  end?: ReactNode;
  endDetail?: ReactNode;
  /** What a list row says as a whole to a screen reader, where its columns read badly one after the other. */
  label?: string;
  /** Makes the row one choice of a radio group named `group`. */
  choice?: { group: string; checked: boolean; onChoose: () => void };
}

/**
 * A token: its image, its name with a detail under it, and an amount at the end. An item of a `RowList`, or, with
 * `choice`, one option of a token picker.
 */
export function TokenRow({ symbol, imageKind = 'token', iconUrl, title, detail, end, endDetail, label, choice }: TokenRowProps) {
  const content = (
    <>
      <WalletImage name={symbol} imageUrl={iconUrl} imageId={symbol} imageKind={imageKind} size={36} />
      <RowColumn>
        <RowTitle>{title}</RowTitle>
        {detail !== undefined && <RowDetail>{detail}</RowDetail>}
      </RowColumn>
      {end !== undefined && (
        <RowColumn $end>
          <RowTitle>{end}</RowTitle>
          {endDetail !== undefined && <RowDetail>{endDetail}</RowDetail>}
        </RowColumn>
      )}
    </>
  );
  if (!choice) return <Item aria-label={label}>{content}</Item>;
  return (
    <Choice>
      <input type="radio" name={choice.group} checked={choice.checked} onChange={choice.onChoose} />
      {content}
    </Choice>
  );
}
