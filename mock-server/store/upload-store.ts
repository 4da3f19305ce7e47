/**
 * Uploaded images: a row of the `uploads` table (key, type, size, the case or member it belongs to,
 * whether it was sent or saved) and the bytes in a file of the uploads folder named by the key.
 *
 * A file is written under a temporary name and renamed once whole, before its row is inserted: a row
 * always names a whole file. A removed row's file goes after the commit (a rolled-back removal keeps
 * it); a file whose row never came or went without us (a crash, a rolled-back upload, a member
 * removed with their images by the database's cascade) is swept after a while.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { Database, DatabaseLocation } from './database.ts';
import type { ImageType } from '../../src/domain/shared/uploaded-image.ts';

export interface StoredUpload {
  readonly key: string;
  readonly type: ImageType;
  /** Bytes of the file. */
  readonly size: number;
  /** The case it was sent to, for case uploads. */
  readonly issueId: string | null;
  /** The member (role id) whose avatar or cover it is, for profile uploads. */
  readonly roleId?: string;
  readonly createdAt: string;
  /** Sent with a message or saved in a profile; an upload never sent or saved is removed after a while. */
  readonly attached?: boolean;
}

/** An upload to keep: its record and its bytes. */
export type NewUpload = Omit<StoredUpload, 'size'> & { readonly bytes: Uint8Array };

/** What an upload belongs to: a case, or a member's profile. */
export type UploadOwner = { readonly issueId: string } | { readonly roleId: string };

/** What the uploads take, for the quotas: all of them, and those of one owner. */
export interface UploadUsage {
  /** Bytes of every upload together. */
  readonly totalBytes: number;
  /** The owner's uploads, their bytes, and how many of them are not sent or saved yet. */
  readonly files: number;
  readonly bytes: number;
  readonly unattached: number;
}

/** A stored file opened for reading. */
export interface OpenedUpload {
  readonly size: number;
  readonly stream: ReadStream;
}

export interface UploadStore {
  /** Keeps an upload: its file (whole, or not at all), then its row. */
  readonly putUpload: (upload: NewUpload) => Promise<void>;
  readonly upload: (key: string) => Promise<StoredUpload | undefined>;
  /** The stored file of an upload, opened; null when there is none. */
  readonly openUpload: (key: string) => Promise<OpenedUpload | null>;
  /** The uploads of a case or of a member's profile, oldest first. */
  readonly uploadsOf: (owner: UploadOwner) => Promise<readonly StoredUpload[]>;
  /** What the uploads take (sums of the table's sizes), for the quotas. */
  readonly uploadUsage: (owner: UploadOwner) => Promise<UploadUsage>;
  /**
   * In a transaction: uploads are admitted one at a time until it ends, so a quota checked and the
   * row inserted under this lock cannot be overrun by a concurrent upload.
   */
  readonly lockUploads: () => Promise<void>;
  /** Marks an upload as sent with a message or saved in a profile (it is kept from then on). */
  readonly attachUpload: (key: string) => Promise<void>;
  readonly removeUpload: (key: string) => Promise<void>;
  /** Removes the uploads never sent or saved, uploaded at or before `before` (ms); answers how many. */
  readonly pruneUnsentUploads: (before: number) => Promise<number>;
}

/** What the rest of the store does with the files (not part of the Store's interface). */
export interface UploadFiles {
  /** Removes these keys' files once the running transaction commits (their rows went with it). */
  readonly removeAfterCommit: (keys: readonly string[]) => void;
  /** Removes every file (the tables were emptied). */
  readonly removeAll: () => Promise<void>;
}

/** Where a database's uploaded files go, and whether the folder is a temporary one of its own. */
export interface UploadsFolder {
  readonly dir: string;
  /** A temporary folder (a database in memory): removed when the process ends. */
  readonly temporary: boolean;
}

/** Temporary upload folders are named `tidemark-uploads-<pid>-<uuid>`: the process that made them. */
const TEMPORARY_PREFIX = 'tidemark-uploads-';
/** The temporary upload folders made by this process: removed when it ends. */
const temporaryFolders = new Set<string>();
let cleanupRegistered = false;

/**
 * The uploads folder of a database: a PGlite data folder's uploads/; beside a PostgreSQL server,
 * UPLOADS_DIR (`configured`), default ./data/uploads; for a database in memory (and the tests'
 * databases, in schemas of their own) a fresh temporary folder, made when the first file is written
 * and removed when the process ends (or, if it was killed outright, by the next process that makes one).
 */
export function uploadsFolderOf(location: DatabaseLocation, configured: string | null): UploadsFolder {
  if (location.kind === 'pglite') return { dir: join(location.dataDir, 'uploads'), temporary: false };
  const ownSchema = typeof (location as { schema?: unknown }).schema === 'string';
  if (location.kind === 'postgres' && !ownSchema) return { dir: resolve(configured ?? 'data/uploads'), temporary: false };
  const dir = join(tmpdir(), `${TEMPORARY_PREFIX}${process.pid}-${randomUUID()}`);
  temporaryFolders.add(dir);
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    process.once('exit', () => {
      for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
    });
    removeLeftFolders();
  }
  return { dir, temporary: true };
}

/** Removes the temporary folders of processes that ended without removing them (killed outright). */
function removeLeftFolders(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const pid = name.startsWith(TEMPORARY_PREFIX) ? Number(/^(\d+)-/.exec(name.slice(TEMPORARY_PREFIX.length))?.[1]) : NaN;
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A key is a file name of letters, digits, `_`, `.` and `-`, never starting with a dot (temporary files do). */
const FILE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/** Files without a row are swept once they are this old (an upload in flight is never that slow). */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

const id = (value: string): number => {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : -1;
};

interface UploadRow {
  key: string;
  type: string;
  size: number;
  case_id: number | null;
  role_id: number | null;
  created_at: Date;
  attached: boolean;
}

function uploadOf(row: UploadRow): StoredUpload {
  return {
    key: row.key,
    type: row.type as ImageType,
    size: row.size,
    issueId: row.case_id === null ? null : String(row.case_id),
    ...(row.role_id === null ? {} : { roleId: String(row.role_id) }),
    createdAt: row.created_at.toISOString(),
    attached: row.attached,
  };
}

/** The advisory lock uploads are admitted under (see lockUploads). */
const UPLOAD_LOCK = 7_242_026;

/** The uploads' repository over a database and a folder. */
export function createUploadStore(database: Database, folder: UploadsFolder): { readonly uploads: UploadStore; readonly files: UploadFiles } {
  const db = database.executor;
  const { dir } = folder;
  let made: Promise<unknown> | null = null;
  const ready = () => (made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
    made = null;
    throw error;
  }));
  const fileOf = (key: string): string | null => (FILE_KEY.test(key) ? join(dir, key) : null);
  const removeQuietly = (path: string) => unlink(path).catch(() => {});
  let lastSweep = 0;

  /** Writes the bytes under a temporary name, flushed, then renames it: never a half file under the key. */
  async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
    await ready();
    const temporary = join(dir, `.${randomUUID()}.tmp`);
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await removeQuietly(temporary);
      throw error;
    }
  }

  /** Removes files without a row (and temporary files) older than ORPHAN_AGE_MS; at most once an hour. */
  async function sweep(): Promise<void> {
    const started = Date.now();
    if (started - lastSweep < ORPHAN_AGE_MS) return;
    lastSweep = started;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return; // no folder yet: nothing was ever written
    }
    const old: string[] = [];
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile() && started - info.mtimeMs > ORPHAN_AGE_MS) old.push(name);
    }
    const keys = old.filter((name) => FILE_KEY.test(name));
    const kept = new Set<string>();
    for (let at = 0; at < keys.length; at += 1000) {
      const rows = await db().selectFrom('uploads').select('key').where('key', 'in', keys.slice(at, at + 1000)).execute();
      for (const row of rows) kept.add(row.key);
    }
    for (const name of old) if (!kept.has(name)) await removeQuietly(join(dir, name));
  }

  const files: UploadFiles = {
    removeAfterCommit: (keys) => {
      if (keys.length === 0) return;
      database.afterCommit(() => {
        for (const key of keys) {
          const path = fileOf(key);
          if (path) void removeQuietly(path);
        }
      });
    },
    removeAll: async () => {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      await Promise.all(names.map((name) => rm(join(dir, name), { recursive: true, force: true })));
    },
  };

  const uploads: UploadStore = {
    putUpload: async (upload) => {
      const path = fileOf(upload.key);
      if (path === null) throw new Error(`not an upload key: ${upload.key}`);
      await writeWhole(path, upload.bytes);
      // A rolled-back transaction takes the row back: the file goes too.
      database.onRollback(async () => removeQuietly(path));
      try {
        await db()
          .insertInto('uploads')
          .values({
            key: upload.key,
            type: upload.type,
            size: upload.bytes.byteLength,
            case_id: upload.issueId === null ? null : id(upload.issueId),
            role_id: upload.roleId === undefined ? null : id(upload.roleId),
            created_at: upload.createdAt,
            attached: upload.attached ?? false,
          })
          .execute();
      } catch (error) {
        await removeQuietly(path);
        throw error;
      }
    },
    upload: async (key) => {
      // Every key is a file name (FILE_KEY): anything else names no upload (and is never queried).
      if (!FILE_KEY.test(key)) return undefined;
      const row = await db().selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst();
      return row ? uploadOf(row) : undefined;
    },
    openUpload: async (key) => {
      const path = fileOf(key);
      if (path === null) return null;
      try {
        const handle = await open(path, 'r');
        try {
          const { size } = await handle.stat();
          // The stream closes the file when it ends, fails or is cancelled.
          return { size, stream: handle.createReadStream() };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    uploadsOf: async (owner) => {
      const rows = await db()
        .selectFrom('uploads')
        .selectAll()
        .where('issueId' in owner ? 'case_id' : 'role_id', '=', id('issueId' in owner ? owner.issueId : owner.roleId))
        .orderBy('created_at')
        .orderBy('key')
        .execute();
      return rows.map(uploadOf);
    },
    uploadUsage: async (owner) => {
      const column = sql.ref('issueId' in owner ? 'case_id' : 'role_id');
      const ownerId = id('issueId' in owner ? owner.issueId : owner.roleId);
      const { rows } = await sql<{ total_bytes: number; files: number; bytes: number; unattached: number }>`
        select coalesce(sum(size), 0)::float8 as total_bytes,
          count(*) filter (where ${column} = ${ownerId})::int as files,
          coalesce(sum(size) filter (where ${column} = ${ownerId}), 0)::float8 as bytes,
          count(*) filter (where ${column} = ${ownerId} and not attached)::int as unattached
        from uploads`.execute(db());
      const row = rows[0]!;
      return { totalBytes: Number(row.total_bytes), files: Number(row.files), bytes: Number(row.bytes), unattached: Number(row.unattached) };
    },
    lockUploads: async () => {
      if (!database.inTransaction()) throw new Error('lockUploads holds until a transaction ends: call it in one');
      await sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}::int8)`.execute(db());
    },
    attachUpload: async (key) => {
      await db().updateTable('uploads').set({ attached: true }).where('key', '=', key).execute();
    },
    removeUpload: async (key) => {
      const removed = await db().deleteFrom('uploads').where('key', '=', key).returning('key').execute();
      files.removeAfterCommit(removed.map((row) => row.key));
    },
    pruneUnsentUploads: async (before) => {
      const removed = await db().deleteFrom('uploads').where('attached', '=', false).where('created_at', '<=', new Date(before)).returning('key').execute();
      files.removeAfterCommit(removed.map((row) => row.key));
      await sweep();
      return removed.length;
    },
  };
  return { uploads, files };
}
