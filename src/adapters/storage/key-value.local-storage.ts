/** KeyValueStore over localStorage; a browser that refuses storage just forgets. */
import type { KeyValueStoreShape } from '../../application/shared/key-value-store.port.ts';

const PREFIX = 'tidemark:';

/** The store over a Storage object (window.localStorage in the app). */
export function storageStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): KeyValueStoreShape {
  return {
    get: (key) => {
      try {
        return storage.getItem(PREFIX + key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage.setItem(PREFIX + key, value);
      } catch {
        // Private mode or a full quota: remembering is a convenience, never a failure.
      }
    },
    remove: (key) => {
      try {
        storage.removeItem(PREFIX + key);
      } catch {
        // As above.
      }
    },
  };
}
