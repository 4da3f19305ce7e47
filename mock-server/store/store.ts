/**
 * The server's state behind one interface, all of it on PostgreSQL (./database.ts): accounts,
 * sessions, secrets, support cases, uploads (their bytes are files of the uploads folder), demos
 * and the work of every organization. Only the development mailbox stays in memory.
 */
import { sql } from 'kysely';
import { createAccountStore, type AccountStore } from './account-store.ts';
import type { Database } from './database.ts';
import { createWorkStore, type WorkStore, type WorkStoreOptions } from './work-store.ts';
import { createDemoStore, type DemoStore } from './demo-store.ts';
import { createSupportStore, type SupportStore } from './support-store.ts';
import { createUploadStore, type UploadsFolder, type UploadStore } from './upload-store.ts';

export type { StoredCase } from './support-store.ts';
export type { StoredUpload } from './upload-store.ts';

export interface MailboxEntry {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
  readonly createdAt: string;
}

/** Support cases (./support-store.ts) and uploads (./upload-store.ts) are the Store's own members. */
export interface Store extends SupportStore, UploadStore {
  readonly database: Database;
  /** Users, sessions, organizations and memberships. */
  readonly accounts: AccountStore;
  /** Tickets, projects and catalogues of every organization. */
  readonly work: WorkStore;
  /** Requested demos (the demo queue). */
  readonly demos: DemoStore;
  readonly deliver: (mail: MailboxEntry) => void;
  readonly mailbox: () => readonly MailboxEntry[];
  /** Back to a fresh, empty server: every table emptied (ids start again at 1). */
  readonly reset: () => Promise<void>;
}

/** The development mailbox keeps this many of the newest emails. */
export const MAILBOX_KEEPS = 1000;

/** Empties every table but the migrations' record (the development reset, and each test's fresh server). */
export async function emptyTables(database: Database): Promise<void> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'tidemark_migrations'`.execute(database.executor());
  if (rows.length === 0) return;
  await sql.raw(`truncate ${rows.map((row) => `"${row.name}"`).join(', ')} restart identity cascade`).execute(database.executor());
}

/**
 * The store over a database. `keepMail`: the development mailbox keeps the newest MAILBOX_KEEPS
 * emails (in memory); in production nothing is kept (this server has no mail gateway).
 * `uploadsFolder`: where uploaded files go (uploadsFolderOf in ./upload-store.ts).
 */
export function createStore(
  database: Database,
  { keepMail = true, uploadsFolder, work: workOptions }: { readonly keepMail?: boolean; readonly uploadsFolder: UploadsFolder; readonly work: WorkStoreOptions },
): Store {
  let mail: MailboxEntry[] = [];
  const accounts = createAccountStore(database);
  const work = createWorkStore(database, workOptions);
  const demos = createDemoStore(database);

  const { uploads, files } = createUploadStore(database, uploadsFolder);
  const support = createSupportStore(database, accounts, files);

  return {
    database,
    accounts,
    work,
    demos,
    ...support,
    ...uploads,
    deliver: (entry) => {
      if (!keepMail) return;
      mail.push(entry);
      if (mail.length > MAILBOX_KEEPS) mail.splice(0, mail.length - MAILBOX_KEEPS);
    },
    mailbox: () => mail,
    reset: async () => {
      await emptyTables(database);
      await files.removeAll();
      accounts.forgetCached();
      support.forgetCachedCases();
      mail = [];
      work.reset();
    },
  };
}
