'use client';

import { Heading } from '../Heading';
import { Muted, Stack } from '../layout';
import { RetryButton } from '../RetryButton/RetryButton';

export interface FailedStateProps {
  /** What failed, or why. */
  message: string;
  /** A heading over the message, where the failure ends a step (the wallet declined). */
  title?: string;
  retryLabel: string;
  onRetry: () => void;
  /**
   * The retry takes the focus when it appears: for a failure that replaced the control the user was on. A list that
   * failed beside other controls leaves the focus where it is.
   */
  takeFocus?: boolean;
}

/** Something failed: it says what, announced as it appears, with the way to try again under it. */
export function FailedState({ message, title, retryLabel, onRetry, takeFocus = false }: FailedStateProps) {
  return (
    <Stack $gap={8}>
      <Stack $gap={4} role="alert">
        {title && <Heading>{title}</Heading>}
        <Muted>{message}</Muted>
      </Stack>
      <RetryButton onClick={onRetry} takeFocus={takeFocus}>
        {retryLabel}
      </RetryButton>
    </Stack>
  );
}
