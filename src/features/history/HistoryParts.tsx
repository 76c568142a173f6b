import { type ReactElement, type RefObject, useLayoutEffect, useRef } from 'react';
import { Muted, SecondaryButton, Stack } from '../../components/layout';
import type { useHistory } from './useHistory';

/** What a history list shows in place of its entries: no wallet, a chain without activity, a failed fetch; else null. */
export function historyNotice(
  what: string,
  { address, network, supported, history, retry }: ReturnType<typeof useHistory>,
): ReactElement | null {
  if (!address) return <Muted>No wallet is connected.</Muted>;
  if (!supported) {
    // The history API serves eip155 chains only.
    return <Muted>{`${what} is not available on ${network?.name ?? 'this network'}: it is shown for EVM networks only.`}</Muted>;
  }
  if (!history.failed) return null;
  return (
    <Stack $gap={4}>
      <Muted>Couldn't load the transaction history.</Muted>
      <SecondaryButton type="button" onClick={retry}>
        Retry
      </SecondaryButton>
    </Stack>
  );
}

/**
 * Fetches the next page: the keyboard's way on where scrolling does not apply. It goes with the last page;
 * if it had focus, focus moves to `focusAfter` rather than falling out of the list.
 */
export function LoadMoreButton({ onClick, focusAfter }: { onClick: () => void; focusAfter: RefObject<HTMLElement | null> }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (element && element === element.ownerDocument.activeElement) focusAfter.current?.focus();
    };
  }, [focusAfter]);
  return (
    <SecondaryButton ref={button} type="button" onClick={onClick}>
      Load more
    </SecondaryButton>
  );
}
