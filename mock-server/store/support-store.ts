/**
 * Support cases over PostgreSQL: a case (support_cases), what happened on it in order
 * (support_case_actions) and when each member last opened it (support_case_reads), read back as the
 * StoredCase the support services use: the domain's Issue with its issueActions, and the inbox's
 * fields. Every write goes to the transaction the caller runs in (database.executor()).
 *
 * Inside a transaction, a case read by its token or id is locked until the transaction ends (FOR
 * UPDATE): concurrent changes of one case (on a PostgreSQL server, where they really run at once)
 * take turns, each applied to the case as the one before left it.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Issue, IssueAction, IssueActionAuthor, IssueActionCategory, IssueStatus } from '../../src/domain/support/issue.ts';
import type { AccountStore } from './account-store.ts';
import type { Database } from './database.ts';
import { createReadCache } from './read-cache.ts';
import type { UploadFiles } from './upload-store.ts';

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

export interface SupportStore {
  /**
   * The next support case number of an organization, unique and gapless: taken in the transaction
   * that inserts the case (the organization's counter, see AccountStore.nextCaseNumber).
   */
  readonly nextCaseNumber: (organizationId: string) => Promise<number>;
  /** A new case id. */
  readonly nextId: (kind: 'issue') => Promise<string>;
  readonly insertCase: (stored: StoredCase) => Promise<void>;
  readonly caseByToken: (token: string) => Promise<StoredCase | undefined>;
  readonly caseById: (id: string) => Promise<StoredCase | undefined>;
  /** Stores the case's issue as it now is (its status, and the actions added since it was read). */
  readonly replaceIssue: (issue: Issue) => Promise<void>;
  /** Every case not resolved, of every organization. */
  readonly openCases: () => Promise<readonly StoredCase[]>;
  /** Removes every case of an organization, with its actions, read marks and images (an expired demo). */
  readonly removeCasesOf: (organizationId: string) => Promise<void>;
  /** The support inbox: every case of an organization. */
  readonly casesIn: (organizationId: string) => Promise<readonly StoredCase[]>;
  /** Forgets the cases kept in memory (the tables were emptied behind the store's back). */
  readonly forgetCachedCases: () => void;
  /** The support inbox: changes a case's inbox fields (assignee, ticket, read marks); answers the case. */
  readonly updateCase: (id: string, change: Partial<Pick<StoredCase, 'assigneeRoleId' | 'ticketId' | 'readBy'>>) => Promise<StoredCase>;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const id = (value: string): number => {
  const parsed = Number(value);
  // An id that is not one of ours matches nothing (never a query error).
  return Number.isSafeInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : -1;
};
const idOrNull = (value: string | null | undefined): number | null => (value == null ? null : id(value));
/**
 * Text as PostgreSQL keeps it: its text cannot hold the NUL character (which the forms let through),
 * so a NUL is kept as U+FFFD, the replacement character, instead of failing the write.
 */
const text = (value: string): string => (value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value);
const textOrNull = (value: string | null | undefined): string | null => (value == null ? null : text(value));
const authorJson = (author: IssueActionAuthor | null): string | null =>
  author === null ? null : JSON.stringify({ id: text(author.id), name: text(author.name), avatarUrl: textOrNull(author.avatarUrl) });
/** An id to write: one that is not ours is a bug of the caller, refused before it reaches the table. */
const writtenId = (value: string, what: string): number => {
  const parsed = id(value);
  if (parsed < 0) throw new Error(`not ${what}: '${value}'`);
  return parsed;
};

interface CaseRow {
  id: number;
  organization_id: number;
  local_id: number;
  token: string;
  origin: string | null;
  email: string;
  name: string;
  description: string;
  created_at: Date;
  status: string;
  assignee_role_id: number | null;
  ticket_id: number | null;
  /** json: the actions in order, as written by CASES below (instants as JSON text). */
  actions: { id: string; title: string | null; body: string; category: string; createdAt: string; author: IssueActionAuthor | null }[];
  /** json: role id -> when they last opened it. */
  reads: Record<string, string>;
}

/** A case with its actions and read marks in one query (one round trip whatever the filter). */
const CASES = sql`select c.id, c.organization_id, c.local_id, c.token, c.origin, c.email, c.name, c.description, c.created_at, c.status, c.assignee_role_id, c.ticket_id,
    coalesce((select json_agg(json_build_object('id', a.action_id, 'title', a.title, 'body', a.body, 'category', a.category, 'createdAt', a.created_at, 'author', a.author) order by a.id)
      from support_case_actions a where a.case_id = c.id), '[]') as actions,
    coalesce((select json_object_agg(r.role_id, r.read_at) from support_case_reads r where r.case_id = c.id), '{}') as reads
  from support_cases c`;

function caseOf(row: CaseRow): StoredCase {
  const issueActions = row.actions.map(
    (action): IssueAction => ({
      id: action.id,
      title: action.title,
      body: action.body,
      category: action.category as IssueActionCategory,
      createdAt: iso(action.createdAt),
      author: action.author,
    }),
  );
  return {
    issue: {
      id: String(row.id),
      localId: row.local_id,
      email: row.email,
      name: row.name,
      description: row.description,
      createdAt: iso(row.created_at),
      status: row.status as IssueStatus,
      issueActions,
    },
    token: row.token,
    ...(row.origin === null ? {} : { origin: row.origin }),
    organizationId: String(row.organization_id),
    assigneeRoleId: row.assignee_role_id === null ? null : String(row.assignee_role_id),
    ticketId: row.ticket_id === null ? null : String(row.ticket_id),
    readBy: Object.fromEntries(Object.entries(row.reads).map(([roleId, at]) => [roleId, iso(at)])),
  };
}

/** Rows per insert (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

/** The support cases' repository over a database. */
export function createSupportStore(database: Database, accounts: AccountStore, files: UploadFiles): SupportStore {
  const db = database.executor;
  const cache = createReadCache(database);
  void cache.start();

  async function read(where: RawBuilder<unknown>, { lock = false } = {}): Promise<StoredCase[]> {
    // The lock is taken by a statement of its own, and the case read by the next one: under READ
    // COMMITTED a statement that waited for a lock still reads the actions as they were when it began,
    // so one reading them with the lock would miss the replies committed while it waited.
    if (lock && database.inTransaction()) await sql`select c.id from support_cases c where ${where} order by c.id for update`.execute(db());
    const { rows } = await sql<CaseRow>`${CASES} where ${where} order by c.id`.execute(db());
    return rows.map(caseOf);
  }

  async function insertActions(caseId: number, actions: readonly IssueAction[]): Promise<void> {
    for (let at = 0; at < actions.length; at += CHUNK) {
      await db()
        .insertInto('support_case_actions')
        .values(
          actions.slice(at, at + CHUNK).map((action) => ({
            case_id: caseId,
            action_id: text(action.id),
            title: textOrNull(action.title),
            body: text(action.body),
            category: action.category,
            created_at: action.createdAt,
            author: authorJson(action.author),
          })),
        )
        .execute();
    }
  }

  /** Writes the read marks given; `replace`: the marks not given go. */
  async function writeReads(caseId: number, readBy: Readonly<Record<string, string>>, replace: boolean): Promise<void> {
    const rows = Object.entries(readBy).map(([roleId, at]) => ({ case_id: caseId, role_id: writtenId(roleId, 'a role id'), read_at: at }));
    if (replace) {
      await db()
        .deleteFrom('support_case_reads')
        .where('case_id', '=', caseId)
        .$if(rows.length > 0, (query) => query.where('role_id', 'not in', rows.map((row) => row.role_id)))
        .execute();
    }
    if (rows.length === 0) return;
    await db()
      .insertInto('support_case_reads')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['case_id', 'role_id']).doUpdateSet((eb) => ({ read_at: eb.ref('excluded.read_at') })))
      .execute();
  }

  const caseById = async (caseId: string) => (await read(sql`c.id = ${id(caseId)}`, { lock: true }))[0];

  return {
    nextCaseNumber: (organizationId) => accounts.nextCaseNumber(organizationId),
    nextId: async () => {
      const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('support_cases', 'id'))::int as id`.execute(db());
      return String(rows[0]!.id);
    },
    insertCase: (stored) =>
      database.transaction(async () => {
        cache.forget('caseByToken');
        const { issue } = stored;
        const caseId = writtenId(issue.id, 'a case id');
        await db()
          .insertInto('support_cases')
          .values({
            id: caseId,
            organization_id: writtenId(stored.organizationId, 'an organization id'),
            local_id: issue.localId,
            token: text(stored.token),
            origin: textOrNull(stored.origin),
            email: text(issue.email),
            name: text(issue.name),
            description: text(issue.description),
            created_at: issue.createdAt,
            status: issue.status,
            assignee_role_id: idOrNull(stored.assigneeRoleId),
            ticket_id: idOrNull(stored.ticketId),
          })
          .execute();
        await insertActions(caseId, issue.issueActions);
        await writeReads(caseId, stored.readBy ?? {}, false);
      }),
    // A token with a NUL is none of ours (and no query: PostgreSQL text cannot hold one).
    // A client's page asks for its case by token on every load and poll: outside a transaction the
    // answer comes from the read cache, which every write to a case empties.
    caseByToken: async (token) => {
      if (token.includes('\u0000')) return undefined;
      const load = async () => (await read(sql`c.token = ${token}`, { lock: true }))[0];
      return database.inTransaction() ? load() : cache.read('caseByToken', token, load);
    },
    caseById,
    replaceIssue: (issue) =>
      database.transaction(async () => {
        cache.forget('caseByToken');
        const caseId = id(issue.id);
        const updated = await db()
          .updateTable('support_cases')
          .set({ local_id: issue.localId, email: text(issue.email), name: text(issue.name), description: text(issue.description), created_at: issue.createdAt, status: issue.status })
          .where('id', '=', caseId)
          .returning('id')
          .executeTakeFirst();
        if (!updated) throw new Error(`no case ${issue.id}`);
        // The domain only appends: the actions kept are the new list's first ones, and the rest are inserted.
        // Anything else (a list written anew) replaces them all.
        const kept = (await db().selectFrom('support_case_actions').select('action_id').where('case_id', '=', caseId).orderBy('id').execute()).map((row) => row.action_id);
        const appended = kept.length <= issue.issueActions.length && kept.every((actionId, index) => text(issue.issueActions[index]!.id) === actionId);
        if (!appended) await db().deleteFrom('support_case_actions').where('case_id', '=', caseId).execute();
        await insertActions(caseId, appended ? issue.issueActions.slice(kept.length) : issue.issueActions);
      }),
    openCases: () => read(sql`c.status <> 'RESOLVED'`),
    removeCasesOf: (organizationId) =>
      database.transaction(async () => {
        cache.forget('caseByToken');
        const organization = id(organizationId);
        const cases = db().selectFrom('support_cases').select('id').where('organization_id', '=', organization);
        const images = await db().selectFrom('uploads').select('key').where('case_id', 'in', cases).execute();
        // Their actions, read marks and uploads' rows go with them (foreign keys cascade); the files after the commit.
        await db().deleteFrom('support_cases').where('organization_id', '=', organization).execute();
        files.removeAfterCommit(images.map((image) => image.key));
      }),
    casesIn: (organizationId) => read(sql`c.organization_id = ${id(organizationId)}`),
    forgetCachedCases: () => cache.clear(),
    updateCase: (caseIdText, change) =>
      database.transaction(async () => {
        cache.forget('caseByToken');
        const caseId = id(caseIdText);
        const set: { assignee_role_id?: number | null; ticket_id?: number | null } = {};
        if ('assigneeRoleId' in change) set.assignee_role_id = idOrNull(change.assigneeRoleId);
        if ('ticketId' in change) set.ticket_id = idOrNull(change.ticketId);
        const found =
          Object.keys(set).length > 0
            ? await db().updateTable('support_cases').set(set).where('id', '=', caseId).returning('id').executeTakeFirst()
            : await db().selectFrom('support_cases').select('id').where('id', '=', caseId).executeTakeFirst();
        if (!found) throw new Error(`no case ${caseIdText}`);
        if (change.readBy !== undefined) await writeReads(caseId, change.readBy, true);
        return (await caseById(caseIdText))!;
      }),
  };
}
