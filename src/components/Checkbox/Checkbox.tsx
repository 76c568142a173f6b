'use client';

import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Label = styled.label<{ $finePrint: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  color: ${({ $finePrint }) => ($finePrint ? 'var(--wm-fg-muted)' : 'var(--wm-fg)')};
  font-size: ${({ $finePrint }) => ($finePrint ? 13 : 14)}px;
  input {
    margin: 2px 0 0;
    accent-color: var(--wm-accent);
  }
  a {
    color: var(--wm-accent);
  }
`;

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The checkbox's label: text, links allowed. */
  children: ReactNode;
  /** Quieter and smaller: terms to agree to rather than a choice. */
  finePrint?: boolean;
}

/** A checkbox named by the text beside it; a click on the text ticks it too. */
export function Checkbox({ checked, onChange, children, finePrint = false }: CheckboxProps) {
  return (
    <Label $finePrint={finePrint}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </Label>
  );
}
