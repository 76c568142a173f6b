'use client';

import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { Muted, Stack } from '../layout';
import { VisuallyHidden } from '../VisuallyHidden';

/** A problem to fix, in the error colour: under its field, or under a form when it concerns several fields. */
export const ErrorMessage = styled.p`
  margin: 0;
  color: var(--wm-error);
  font-size: 14px;
`;

const Label = styled.label`
  font-weight: 600;
`;

/** What ties an input to its field: the id its label names, and the hint and error that describe it. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: string;
  /** Said to screen readers only, where the placeholder already says it to sighted users. */
  labelHidden?: boolean;
  /** Help under the input (a balance, a format); it describes the input. */
  hint?: ReactNode;
  /** What is wrong with the value: announced, shown in the error colour, and the input marked invalid. */
  error?: string;
  /** The id of another element that describes the input: a message for the whole form. */
  describedBy?: string;
  /** The input (and anything that goes under it), given what ties it to the label, the hint and the error. */
  children: (control: FieldControl) => ReactNode;
}

/** A labelled input with its hint and its error, wired so a screen reader says them with the input. */
export function Field({ label, labelHidden, hint, error, describedBy, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <Stack $gap={8}>
      {labelHidden ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && <Muted id={hintId}>{hint}</Muted>}
      {error && (
        <ErrorMessage id={errorId} role="alert">
          {error}
        </ErrorMessage>
      )}
    </Stack>
  );
}
