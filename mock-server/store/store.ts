/**
 * The server's state behind one interface: PostgreSQL (./database.ts) for what has moved there
 * (accounts, sessions, secrets), memory for the rest until it moves too (issue 24).
 */
import type { Issue } from '../../src/domain/support/issue.ts';
import type { ImageType } from '../../src/domain/shared/uploaded-image.ts';
import { sql } from 'kysely';
import { createAccountStore, type AccountStore } from './account-store.ts';
import type { Database } from './database.ts';
import { createMemoryWorkStore, type WorkStore } from './work-store.ts';
import { createMemoryDemoStore, type DemoStore } from './demo-store.ts';

export interface StoredCase {
  /** The whole case, internal actions included. */
  readonly issue: Issue;
  /** The secret in the client's link. */
  readonly token: string;
  /** Where the client's link points (the origin of the first email), so every email repeats it. */
  readonly origin?: string;
  readonly organizationId: string;
  /** The support inbox: the member the case is assigned to (a role id). */
  readonly assigneeRoleId?: string | null;
  /** The support inbox: the linked ticket of the same organization. */
  readonly ticketId?: string | null;
  /** The support inbox: when each member (by role id) last opened the case. */
  readonly readBy?: Readonly<Record<string, string>>;
}

export interface StoredUpload {
  readonly key: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly type: ImageType;
  /** The case it was sent to, for client uploads. */
  readonly issueId: string | null;
  /** The member (role id) whose avatar or cover it is, for profile uploads. */
  readonly roleId?: string;
  readonly createdAt: string;
  /** Sent with a message or saved in a profile; an upload never sent or saved is removed after a while. */
  readonly attached?: boolean;
}

export interface MailboxEntry {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
  readonly createdAt: string;
}

export interface Store {
  readonly database: Database;
  /** Users, sessions, organizations and memberships. */
  readonly accounts: AccountStore;
  /** Tickets, projects and catalogues of every organization. */
  readonly work: WorkStore;
  /** Requested demos (the demo queue). */
  readonly demos: DemoStore;
  /** The next support case number of an organization (cases are still in memory: issue 24 moves them). */
  readonly nextCaseNumber: (organizationId: string) => number;
  readonly nextId: (kind: string) => string;
  readonly insertCase: (stored: StoredCase) => void;
  readonly caseByToken: (token: string) => StoredCase | undefined;
  readonly caseById: (id: string) => StoredCase | undefined;
  readonly replaceIssue: (issue: Issue) => void;
  readonly openCases: () => readonly StoredCase[];
  /** Removes every case of an organization (an expired demo). */
  readonly removeCasesOf: (organizationId: string) => void;
  /** The support inbox: every case of an organization. */
  readonly casesIn: (organizationId: string) => readonly StoredCase[];
  /** The support inbox: changes a case's inbox fields (assignee, ticket, read marks). */
  readonly updateCase: (id: string, change: Partial<Pick<StoredCase, 'assigneeRoleId' | 'ticketId' | 'readBy'>>) => StoredCase;
  readonly putUpload: (upload: StoredUpload) => void;
  readonly upload: (key: string) => StoredUpload | undefined;
  /** Every stored upload. */
  readonly uploads: () => readonly StoredUpload[];
  /** Marks an upload as sent with a message (it is kept from then on). */
  readonly attachUpload: (key: string) => void;
  readonly removeUpload: (key: string) => void;
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
 */
export function createStore(database: Database, { keepMail = true }: { readonly keepMail?: boolean } = {}): Store {
  let cases = new Map<string, StoredCase>();
  let byToken = new Map<string, string>();
  let uploads = new Map<string, StoredUpload>();
  let mail: MailboxEntry[] = [];
  let counters = new Map<string, number>();
  const accounts = createAccountStore(database);
  const work = createMemoryWorkStore();
  const demos = createMemoryDemoStore();

  const next = (counter: string) => {
    const value = (counters.get(counter) ?? 0) + 1;
    counters.set(counter, value);
    return value;
  };

  return {
    database,
    accounts,
    work,
    demos,
    nextCaseNumber: (organizationId) => next(`case:${organizationId}`),
    nextId: (kind) => String(next(`id:${kind}`)),
    insertCase: (stored) => {
      cases.set(stored.issue.id, stored);
      byToken.set(stored.token, stored.issue.id);
    },
    caseByToken: (token) => {
      const id = byToken.get(token);
      return id === undefined ? undefined : cases.get(id);
    },
    caseById: (id) => cases.get(id),
    replaceIssue: (issue) => {
      const stored = cases.get(issue.id);
      if (!stored) throw new Error(`no case ${issue.id}`);
      cases.set(issue.id, { ...stored, issue });
    },
    openCases: () => [...cases.values()].filter((stored) => stored.issue.status !== 'RESOLVED'),
    removeCasesOf: (organizationId) => {
      for (const [id, stored] of cases) {
        if (stored.organizationId !== organizationId) continue;
        cases.delete(id);
        byToken.delete(stored.token);
        for (const [key, upload] of uploads) if (upload.issueId === id) uploads.delete(key);
      }
    },
    casesIn: (organizationId) => [...cases.values()].filter((stored) => stored.organizationId === organizationId),
    updateCase: (id, change) => {
      const stored = cases.get(id);
      if (!stored) throw new Error(`no case ${id}`);
      const next = { ...stored, ...change };
      cases.set(id, next);
      return next;
    },
    putUpload: (upload) => uploads.set(upload.key, upload),
    upload: (key) => uploads.get(key),
    uploads: () => [...uploads.values()],
    attachUpload: (key) => {
      const upload = uploads.get(key);
      if (upload) uploads.set(key, { ...upload, attached: true });
    },
    removeUpload: (key) => {
      uploads.delete(key);
    },
    deliver: (entry) => {
      if (!keepMail) return;
      mail.push(entry);
      if (mail.length > MAILBOX_KEEPS) mail.splice(0, mail.length - MAILBOX_KEEPS);
    },
    mailbox: () => mail,
    reset: async () => {
      await emptyTables(database);
      accounts.forgetCached();
      cases = new Map();
      byToken = new Map();
      uploads = new Map();
      mail = [];
      counters = new Map();
      work.reset();
      demos.reset();
    },
  };
}
