import { type ReactNode, useEffect, useRef } from 'react';
import { SecondaryButton } from '../layout';

/**
 * The way forward after a failure ("Try again"). It takes the focus when it appears: the control the user was on
 * is gone, and focus left on the page body would leave the keyboard, Escape included, with nothing to act on.
 */
export function RetryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <SecondaryButton ref={button} type="button" onClick={onClick}>
      {children}
    </SecondaryButton>
  );
}
