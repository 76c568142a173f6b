'use client';

import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { useAppDispatch } from '../../store/hooks';
import { readServices } from '../../store/services';

/**
 * With the host's `cspNonce`, every style element styled-components adds for the modal carries it
 * (docs/guide.md#content-security-policy). styled-components comes with the modal's chunk; the first load's controls
 * have a stylesheet of their own (ThemeRoot).
 */
export function NoncedStyles({ children }: { children: ReactNode }) {
  const nonce = useAppDispatch()(readServices).styleNonce?.();
  return nonce === undefined ? children : <StyleSheetManager nonce={nonce}>{children}</StyleSheetManager>;
}
