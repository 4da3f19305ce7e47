/** Small values kept on this device between visits (the remembered demo email, the day's joke). */
import { Context } from 'effect';

export interface KeyValueStoreShape {
  /** The stored text, or null when there is none (or storage is unavailable). */
  readonly get: (key: string) => string | null;
  /** Stores text; failing storage (private mode, quota) is ignored: it is only a convenience. */
  readonly set: (key: string, value: string) => void;
  readonly remove: (key: string) => void;
}

export class KeyValueStore extends Context.Service<KeyValueStore, KeyValueStoreShape>()('KeyValueStore') {}
