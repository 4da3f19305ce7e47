/**
 * A crash (issue 24): the real server in a process of its own on a data folder, 50 people writing
 * at once (tickets in their organization, and now and then a new organization), and the process
 * killed outright (SIGKILL) in the middle. Started again on the same folder, every write the server
 * had acknowledged is there, nothing is half-written (a ticket has all its states, ticket numbers
 * have no gap, an organization always has its owner, the owner's last organization is their newest
 * one), and the people are still signed in with the cookies they had. A clean stop (SIGTERM) keeps
 * everything too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../../mock-server/store/database.ts';
import { startServer, type RunningServer } from '../../../scripts/run-server.ts';
import { HttpBrowser, type HttpAnswer } from '../shared/http-browser.ts';

const crash = suite('a crash of the server process');

/** How many people write at once. */
const WRITERS = 50;
/** How long they write before the process is killed. */
const WRITING_MS = 2000;
const SERVER_ENV = { POW_DIFFICULTY: '4', PASSWORD_HASHING: 'fast' };

/** A writer: a browser over HTTP, and the organizations the server said it created for them. */
class Person extends HttpBrowser {
  readonly acknowledged: string[] = [];
  /** The tickets the server said it created, with their numbers. */
  readonly tickets: { id: string; localId: number }[] = [];
  /** The organization they write tickets in (their first). */
  home = '';

  /** Creates a ticket in their first organization; false when the server did not answer. */
  async createTicket(): Promise<boolean> {
    let answer: HttpAnswer<{ createTicket: { ticket: { id: string; localId: number; states: unknown[] } } }>;
    try {
      answer = await this.gql(
        'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id localId states { id } } } }',
        { input: { title: `Ticket ${this.tickets.length + 1} of ${this.email}`, description: 'Written before the crash' } },
        this.home,
      );
    } catch {
      return false;
    }
    if (answer.errors || !answer.data) throw new Error(`${this.email}: createTicket refused: ${JSON.stringify(answer.errors)}`);
    const { id, localId, states } = answer.data.createTicket.ticket;
    assert.is(states.length, 3, 'a new ticket has the Standard workflow\'s three states');
    this.tickets.push({ id, localId });
    return true;
  }

  /** Three tickets for each new organization. */
  async write(): Promise<boolean> {
    return (this.tickets.length + this.acknowledged.length) % 4 === 3 ? this.createOrganization() : this.createTicket();
  }

  /** Creates an organization; false when the server did not answer (the write was never acknowledged). */
  async createOrganization(): Promise<boolean> {
    let answer: HttpAnswer<{ createOrganization: { organization: { id: string } } }>;
    try {
      answer = await this.gql('mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }', {
        input: { name: `${this.email} ${this.acknowledged.length + 1}`, userName: 'Owner', timeZone: 'Europe/Paris' },
      });
    } catch {
      return false; // the process is gone
    }
    if (answer.errors || !answer.data) throw new Error(`${this.email}: createOrganization refused: ${JSON.stringify(answer.errors)}`);
    this.acknowledged.push(answer.data.createOrganization.organization.id);
    return true;
  }

  /** Still signed in; the organizations they own and their last organization, as the server answers. */
  async state(): Promise<{ email: string | undefined; owned: string[]; last: string | null }> {
    const data = await this.ok<{ me: { user: { email: string; preferences: { lastOrganizationId: string | null } } | null }; myRoles: { type: string; status: string; organization: { id: string } }[] }>(
      '{ me { user { email preferences { lastOrganizationId } } } myRoles { type status organization { id } } }',
    );
    const owned = data.myRoles.filter((role) => role.type === 'OWNER' && role.status === 'ACCEPTED').map((role) => role.organization.id);
    return { email: data.me.user?.email, owned, last: data.me.user?.preferences.lastOrganizationId ?? null };
  }
}

let dataDir = '';
let people: Person[] = [];
let server: RunningServer | null = null;

crash.before(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'tidemark-crash-')), 'data');
});

crash.after(async () => {
  await server?.kill('SIGKILL');
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

/** Every acknowledged organization is there, at most the one in flight besides, and the newest is the last one. */
async function assertEverythingKept(): Promise<number> {
  let inFlightStored = 0;
  for (const person of people) {
    const state = await person.state();
    assert.is(state.email, person.email, `${person.email} is still signed in with the cookie they had`);
    const owned = new Set(state.owned);
    const lost = person.acknowledged.filter((id) => !owned.has(id));
    assert.equal(lost, [], `${person.email}: every acknowledged organization is there`);
    assert.ok(owned.size - person.acknowledged.length <= 1, `${person.email}: at most the write in flight besides (${owned.size} stored, ${person.acknowledged.length} acknowledged)`);
    inFlightStored += owned.size - person.acknowledged.length;
    const newest = [...owned].sort((a, b) => Number(b) - Number(a))[0] ?? null;
    assert.is(state.last, newest, `${person.email}: the last organization is the newest (written in the same transaction)`);
    const { moreTickets } = await person.ok<{ moreTickets: { totalCount: number; nodes: { id: string; localId: number; states: unknown[] }[] } }>(
      '{ moreTickets(first: 500) { totalCount nodes { id localId states { id } } } }',
      {},
      person.home,
    );
    const stored = new Map(moreTickets.nodes.map((ticket) => [ticket.id, ticket]));
    const lostTickets = person.tickets.filter((ticket) => stored.get(ticket.id)?.localId !== ticket.localId);
    assert.equal(lostTickets, [], `${person.email}: every acknowledged ticket is there with its number`);
    assert.ok(moreTickets.nodes.every((ticket) => ticket.states.length === 3), `${person.email}: every ticket has all its states`);
    assert.equal(moreTickets.nodes.map((ticket) => ticket.localId).sort((a, b) => a - b), moreTickets.nodes.map((_, i) => i + 1), `${person.email}: ticket numbers 1 to n, no gap`);
    assert.ok(moreTickets.totalCount - person.tickets.length <= 1, `${person.email}: at most the ticket in flight besides`);
    inFlightStored += moreTickets.totalCount - person.tickets.length;
  }
  return inFlightStored;
}

crash('SIGKILL while 50 people write: after a restart every acknowledged write is there, whole, and everyone is still signed in', async () => {
  server = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir });
  people = Array.from({ length: WRITERS }, (_, i) => new Person(server!, `writer${i}@example.com`));
  await Promise.all(people.map((person) => person.signUp()));
  await Promise.all(
    people.map(async (person) => {
      assert.ok(await person.createOrganization());
      person.home = person.acknowledged[0]!;
    }),
  );

  let killed = false;
  // Each writer creates organizations one after the other until the server stops answering.
  const writing = Promise.all(
    people.map(async (person) => {
      while (!killed && (await person.write()));
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, WRITING_MS));
  const crashed = server;
  await crashed.kill('SIGKILL');
  killed = true;
  await writing;
  const acknowledged = people.reduce((sum, person) => sum + person.acknowledged.length - 1, 0);
  const tickets = people.reduce((sum, person) => sum + person.tickets.length, 0);
  assert.ok(tickets >= WRITERS, `the writers got answers before the crash (${tickets})`);

  server = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir });
  for (const person of people) person.server = server;
  const inFlightStored = await assertEverythingKept();
  console.log(`  (${tickets} tickets and ${acknowledged} organizations acknowledged before the SIGKILL, all there; ${inFlightStored} of the ${WRITERS} in flight committed too)`);
});

crash('a clean stop (SIGTERM) keeps everything, and the folder holds no half-written organization', async () => {
  assert.ok(server && people.length === WRITERS, 'runs after the crash test');
  // One more organization each, then a clean stop and a start on the same folder.
  assert.equal(await Promise.all(people.map((person) => person.createOrganization())), people.map(() => true));
  assert.equal(await Promise.all(people.map((person) => person.createTicket())), people.map(() => true));
  await server!.stop();
  server = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir });
  for (const person of people) person.server = server;
  await assertEverythingKept();
  await server.stop();
  server = null;

  // The folder itself, with the server down: every organization has exactly its owner, who exists.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const db = database.executor();
    const orphans = await sql<{ id: number; owners: number }>`
      select o.id, count(r.id)::int as owners from organizations o
      left join roles r on r.organization_id = o.id and r.type = 'OWNER' and r.status = 'ACCEPTED' and r.user_id is not null
      group by o.id having count(r.id) <> 1`.execute(db);
    assert.equal(orphans.rows, [], 'every organization has exactly one owner');
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(db);
    assert.is(users.rows[0]!.n, WRITERS);
    const organizations = await sql<{ n: number }>`select count(*)::int as n from organizations`.execute(db);
    const acknowledged = people.reduce((sum, person) => sum + person.acknowledged.length, 0);
    assert.ok(organizations.rows[0]!.n >= acknowledged && organizations.rows[0]!.n <= acknowledged + WRITERS, `${organizations.rows[0]!.n} stored, ${acknowledged} acknowledged`);
    // Every ticket whole (its three states in its row), numbers gapless, and the next number after the last.
    const broken = await sql<{ id: string }>`select id::text from tickets where jsonb_array_length(doc::jsonb -> 'states') <> 3`.execute(db);
    assert.equal(broken.rows, [], 'every ticket has all its states');
    const gaps = await sql<{ organization_id: number }>`
      select t.organization_id from tickets t join work_settings w using (organization_id)
      group by t.organization_id, w.next_ticket_number having count(*) <> max(t.local_id) or w.next_ticket_number <> max(t.local_id) + 1`.execute(db);
    assert.equal(gaps.rows, [], 'ticket numbers have no gap and the next one follows the last');
  } finally {
    await database.close();
  }
});

crash.run();
