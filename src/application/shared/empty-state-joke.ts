/** The empty-state block's joke (§2 screen 9): random, and the same one for 24 hours on this device. */
import { chooseJoke } from '../../domain/shared/empty-state.ts';
import type { KeyValueStoreShape } from './key-value-store.port.ts';

const KEY = 'empty-state-joke';

export interface JokeDeps {
  readonly store: KeyValueStoreShape;
  readonly now: () => number;
  readonly random: () => number;
}

/** Today's joke; remembers a new pick, reads the stored one otherwise. */
export function todaysJoke({ store, now, random }: JokeDeps): string {
  let stored: unknown = null;
  const text = store.get(KEY);
  if (text !== null) {
    try {
      stored = JSON.parse(text);
    } catch {
      // A damaged value is as good as none: pick again.
    }
  }
  const choice = chooseJoke(stored, now(), random());
  if (choice.stored !== stored) store.set(KEY, JSON.stringify(choice.stored));
  return choice.joke;
}
