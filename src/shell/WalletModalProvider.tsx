'use client';

import type { Store } from '@reduxjs/toolkit';
import { type ReactNode, useContext, useMemo } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { WalletModalContext } from '../store/context';
import { getScopedStore } from '../store/scopedStore';
import { readServices } from '../store/services';
import { LocaleProvider } from './LocaleProvider';

/**
 * Gives our components the scoped view of the host's store (see `scopedStore.ts`): the `store` passed
 * in, else the store of an enclosing wallet-modal provider, else the host's own react-redux `<Provider>`;
 * and the texts of the store's locale.
 */
export function WalletModalProvider({ store, children }: { store?: Store; children: ReactNode }) {
  const outer = useContext(WalletModalContext);
  const host = useContext(ReactReduxContext);
  const hostStore = store ?? host?.store;
  const scoped = useMemo(() => (hostStore ? getScopedStore(hostStore) : undefined), [hostStore]);
  if (!store && outer) return <>{children}</>;
  if (!scoped) throw new Error('No store for the wallet modal: pass `store`, or render it inside your react-redux <Provider>');
  // Hydrating a server's HTML, our components render the state the server rendered (docs/behaviour.md#server-rendering).
  const { serverState } = scoped.dispatch(readServices);
  return (
    <Provider store={scoped as unknown as Store} serverState={serverState} context={WalletModalContext}>
      <LocaleProvider>{children}</LocaleProvider>
    </Provider>
  );
}
