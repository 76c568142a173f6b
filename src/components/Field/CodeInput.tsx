'use client';

import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../layout';

const Boxes = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
`;

const Box = styled.input`
  box-sizing: border-box;
  width: 44px;
  height: 52px;
  padding: 0;
  border: 1px solid var(--wm-border);
  border-radius: 12px;
  background: var(--wm-bg);
  color: var(--wm-fg);
  font: inherit;
  font-size: 20px;
  text-align: center;
  &[aria-invalid='true'] {
    border-color: var(--wm-error);
  }
  ${focusRing}
`;

export interface CodeInputProps {
  /** How many digits the code has: one box each. */
  length: number;
  /** The digits entered so far, in order. */
  value: string;
  onChange: (value: string) => void;
  /** Names the group of boxes (the code as a whole). */
  label: string;
  /** Names one box, given its position from 1. */
  digitLabel: (position: number) => string;
  /** The id of what describes the code (its error). */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What was typed into a box: a digit typed over the one there replaces it; anything longer is a pasted or filled code. */
const overtyped = (previous: string, typed: string) =>
  previous !== '' && typed.length === 2 ? (typed.startsWith(previous) ? typed.slice(1) : typed.slice(0, 1)) : typed;

/**
 * A one-time code as one box a digit: typing moves to the next box, Backspace on an empty box to the previous one, and
 * a pasted (or autofilled) code fills the boxes from the one it lands in.
 */
export function CodeInput({ length, value, onChange, label, digitLabel, describedBy, invalid, disabled }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** `text` written from box `index` on; the digits after it stay where they are when it is one digit. */
  function enter(index: number, text: string) {
    const digits = digitsOf(text);
    const current = value.padEnd(length, ' ').split('');
    if (digits === '') current[index] = ' ';
    digits.split('').forEach((digit, offset) => {
      if (index + offset < length) current[index + offset] = digit;
    });
    onChange(current.join('').replace(/\s+$/, '').slice(0, length));
    if (digits !== '') focusBox(index + digits.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index]?.trim()) focusBox(index - 1);
    else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  }

  return (
    <Boxes role="group" aria-label={label} aria-describedby={describedBy}>
      {Array.from({ length }, (_, index) => (
        <Box
          // The boxes are positions: their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: a box is its position
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={value[index]?.trim() ?? ''}
          onChange={(event) => enter(index, overtyped(value[index]?.trim() ?? '', event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </Boxes>
  );
}
