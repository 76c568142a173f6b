import { STORAGE_KEYS } from '../../constants';
import { attemptStorage, type KeyValueStorage } from '../../utils/storage';
import { EMAIL_STORAGE_KEYS } from './emailStorageKeys';

// The stored login (docs/behaviour.md#storage): plain strings, as the keys were named for.

const LOGIN_KEYS = [
  STORAGE_KEYS.emailLoginUsed,
  EMAIL_STORAGE_KEYS.email,
  EMAIL_STORAGE_KEYS.lastEmailLoginTime,
  EMAIL_STORAGE_KEYS.socialUsername,
  EMAIL_STORAGE_KEYS.smartAccountEnabledNetworks,
];

/** A login finished with `email`. */
export function storeLogin(storage: KeyValueStorage, email: string) {
  attemptStorage(() => {
    storage.setItem(STORAGE_KEYS.emailLoginUsed, 'true');
    storage.setItem(EMAIL_STORAGE_KEYS.email, email);
  });
}

/** The e-mail changed: the new one is kept. */
export const storeEmail = (storage: KeyValueStorage, email: string) =>
  attemptStorage(() => storage.setItem(EMAIL_STORAGE_KEYS.email, email));

/** The login is gone (signed out, or the frame says no user): nothing of it is kept. */
export function clearLogin(storage: KeyValueStorage) {
  for (const key of LOGIN_KEYS) attemptStorage(() => storage.removeItem(key));
}

/** When an e-mail was last sent (ms since the epoch), for the cooldown between two. */
export function lastEmailSentAt(storage: KeyValueStorage): number {
  const stored = Number(attemptStorage(() => storage.getItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime)));
  return Number.isFinite(stored) ? stored : 0;
}

export const storeEmailSentAt = (storage: KeyValueStorage, time: number) =>
  attemptStorage(() => storage.setItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime, String(time)));
