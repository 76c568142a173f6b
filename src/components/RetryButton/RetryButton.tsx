'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { SecondaryButton } from '../layout';

/**
 * The way forward after a failure ("Try again"). By default it takes the focus when it appears: the control the user
 * was on is gone, and focus left on the page body would leave the keyboard, Escape included, with nothing to act on.
 * `takeFocus={false}` leaves the focus where it is, for a failure beside controls still in use.
 */
export function RetryButton({ onClick, children, takeFocus = true }: { onClick: () => void; children: ReactNode; takeFocus?: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  return (
    <SecondaryButton ref={button} type="button" onClick={onClick}>
      {children}
    </SecondaryButton>
  );
}
