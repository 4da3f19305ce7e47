/**
 * A draft kept on this device while it is written (the Markdown editor's autosave): its text, the
 * saved text it started from (to tell whether that changed meanwhile) and when it was kept. What
 * storage gives back is checked before it is believed; failing storage just keeps nothing.
 */
import type { KeyValueStoreShape } from './key-value-store.port.ts';

/** A draft as kept. */
export interface DeviceDraft {
  readonly text: string;
  /** The saved text the draft started from. */
  readonly base: string;
  /** When it was last kept (ms). */
  readonly savedAt: number;
}

/** One draft's place on the device. */
export interface DeviceDraftStore {
  readonly read: () => DeviceDraft | null;
  /** Keeps the text written over `base`; the same text as `base` keeps nothing (no change to lose). */
  readonly write: (text: string, base: string) => void;
  readonly clear: () => void;
}

/** The key of a project readme's draft: per organization, person and project. */
export const readmeDraftKey = (orgId: string, roleId: string, projectId: string): string => `tidemark.draft.readme.${orgId}.${roleId}.${projectId}`;

/** A stored value read back as a draft, or null when it is not one. */
export function draftFromStored(raw: string | null): DeviceDraft | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return null;
    const { text, base, savedAt } = value;
    return typeof text === 'string' && typeof base === 'string' && typeof savedAt === 'number' && Number.isFinite(savedAt) ? { text, base, savedAt } : null;
  } catch {
    return null;
  }
}

/** The draft under `key` in `store` (none kept without a store). */
export function deviceDraftStore(store: KeyValueStoreShape | undefined, key: string, now: () => number): DeviceDraftStore {
  return {
    read: () => draftFromStored(store?.get(key) ?? null),
    write: (text, base) => {
      if (text === base) store?.remove(key);
      else store?.set(key, JSON.stringify({ text, base, savedAt: now() }));
    },
    clear: () => store?.remove(key),
  };
}
