import { STORAGE_KEYS } from '../../constants';
import { attemptStorage, type KeyValueStorage } from '../../utils/storage';

// A module of its own: the first load asks it (emailListeners.ts), and a module is bundled whole with what it holds.

/** Whether a login is stored (docs/behaviour.md#storage); storage that cannot be read holds none. */
export const wasLoginUsed = (storage: KeyValueStorage): boolean =>
  attemptStorage(() => storage.getItem(STORAGE_KEYS.emailLoginUsed)) === 'true';
