'use client';

import { useContext, useRef, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { WalletModalContext } from '../../store/context';
import { getScopedStore, type ScopedStore } from '../../store/scopedStore';
import { readServices } from '../../store/services';
import type { WalletModalState } from '../../store/types';

/**
 * The wallet modal's store as the hooks see it: inside our own components the store they were given, elsewhere
 * the store of the host's react-redux `<Provider>` (the scoped view of it, see `scopedStore.ts`).
 */
export function useWalletModalStore(): ScopedStore {
  const ours = useContext(WalletModalContext);
  const host = useContext(ReactReduxContext);
  if (ours) return ours.store as unknown as ScopedStore;
  if (host) return getScopedStore(host.store);
  throw new Error('The wallet modal hooks read the store of your react-redux <Provider store={store}>: render them inside it');
}

/**
 * What `selector` reads from the wallet modal's state, re-rendering only when that changes (`isEqual` says when two
 * readings are the same, so a selector may build a fresh object). Hydrating a server's HTML, it reads the state the
 * server rendered (docs/behaviour.md#server-rendering); the visitor's state follows at once.
 */
export function useWalletModalSelector<T>(selector: (state: WalletModalState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const store = useWalletModalStore();
  const last = useRef<{ state: WalletModalState; selector: (state: WalletModalState) => T; value: T } | undefined>(undefined);
  const read = () => {
    const state = store.getState();
    const previous = last.current;
    if (previous?.state === state && previous.selector === selector) return previous.value;
    const value = selector(state);
    last.current = { state, selector, value: previous && isEqual(previous.value, value) ? previous.value : value };
    return last.current.value;
  };
  const server = useRef<{ selector: (state: WalletModalState) => T; value: T } | undefined>(undefined);
  const readServer = () => {
    if (server.current?.selector !== selector) server.current = { selector, value: selector(store.dispatch(readServices).serverState) };
    return server.current.value;
  };
  return useSyncExternalStore(store.subscribe, read, readServer);
}
