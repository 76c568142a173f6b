import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ConnectorRegistry } from '../adapters/connectorRegistry';
import type { EmbeddedWalletService } from '../adapters/embeddedWallet/service';
import type { ChainAdapter } from '../adapters/types';
import type { WalletConnectService } from '../adapters/walletConnect/connector';
import type { SignIn } from '../config/siwx';
import { type ChainNamespace, STORAGE_KEYS } from '../constants';
import type { Logger } from '../utils/logger';
import { attemptStorage, type KeyValueStorage } from '../utils/storage';
import type { WalletModalState } from './rootReducer';

/**
 * Everything non-serialisable the wallet modal works with. The listener middleware and RTK Query get it
 * as `extra`; it never enters state or actions.
 */
export interface WalletModalServices {
  storage: KeyValueStorage;
  logger: Logger;
  /** A stable id for this browser, sent to the APIs as `clientId` (docs/behaviour.md#api). */
  clientId: () => string;
  /** The host's sign-in (docs/behaviour.md#sign-in), when it configured one. */
  signIn: SignIn | undefined;
  /** One chain adapter per namespace the host supports. */
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  /** The WalletConnect session every family shares; none without a `projectId` or a family that takes part. */
  walletConnect: WalletConnectService | undefined;
  /** The embedded wallet (e-mail login) the families share; none without a `projectId`. */
  embeddedWallet: EmbeddedWalletService | undefined;
  /** The providers behind the connectors slice, and the watchers of live sessions. */
  connectors: ConnectorRegistry;
  /**
   * Opens a wallet app or web wallet (only links that passed `walletLinkHref`), or the on-ramp's purchase page (only
   * URLs that passed `isPurchaseUrl`, docs/behaviour.md#onramp).
   */
  openUrl: (href: string, target: '_self' | '_blank') => void;
  /** The nonce the page's Content Security Policy allows styles with, asked at each render (a host may render per request). */
  styleNonce: (() => string | undefined) | undefined;
  /**
   * The state a server renders the widget in: a store's first state without a visitor (nothing stored, no browser).
   * Hydration reads it, so the browser's first render matches the server's HTML; the visitor's state follows.
   */
  serverState: WalletModalState;
}

/** The services, for code that holds only the store (a component): `dispatch(readServices)`. */
export const readServices: ThunkAction<WalletModalServices, unknown, WalletModalServices, UnknownAction> = (
  _dispatch,
  _getState,
  services,
) => services;

export function browserOpenUrl(href: string, target: '_self' | '_blank') {
  globalThis.window?.open(href, target, 'noopener,noreferrer');
}

/** The browser's id, kept in `storage`; a storage that is full or blocked only costs the id its persistence. */
export function storedClientId(storage: KeyValueStorage): () => string {
  let clientId: string | null | undefined;
  return () => {
    clientId ??= attemptStorage(() => storage.getItem(STORAGE_KEYS.clientId));
    if (!clientId || !/^[0-9a-f-]{36}$/.test(clientId)) {
      const fresh = crypto.randomUUID();
      clientId = fresh;
      attemptStorage(() => storage.setItem(STORAGE_KEYS.clientId, fresh));
    }
    return clientId;
  };
}
