'use client';

import type { FieldControl } from '../Field/Field';
import { TextInput } from '../Field/TextInput';
import { Inline } from '../Inline';
import { SecondaryButton } from '../layout';

export interface AmountInputProps extends FieldControl {
  /** What the user typed; undefined when the box is empty. */
  value: string | undefined;
  onChange: (amount: string | undefined) => void;
  placeholder?: string;
  /** The name of the button that fills in the most that can be sent; without it, no such button (an amount to pay). */
  maxLabel?: string;
  /** Fills in the most that can be sent; without it (no token chosen yet) the button is disabled. */
  onMax?: () => void;
}

/**
 * An amount to send: a decimal keypad on phones, no autofill, an emptied box reported as no amount, and the Max
 * button beside it. The text is kept as typed: checking it is the form's job, so a problem can be said as it is typed.
 */
export function AmountInput({ value, onChange, placeholder, maxLabel, onMax, ...control }: AmountInputProps) {
  return (
    <Inline>
      <TextInput
        {...control}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
      {maxLabel !== undefined && (
        <SecondaryButton type="button" disabled={!onMax} onClick={onMax}>
          {maxLabel}
        </SecondaryButton>
      )}
    </Inline>
  );
}
