/** importTickets: the rows of a CSV file become tickets in one transaction, all or none, checked like the import page checks them. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GRAPHQL_BODY_LIMIT, IMPORT_BODY_LIMIT } from '../../../mock-server/shell/app.ts';
import { startServer } from '../../../scripts/run-server.ts';
import { call } from '../shared/helpers.ts';
import { TICKET_FIELDS, world, type Caller } from './work-helpers.ts';

const IMPORT = `mutation ($input: ImportTicketsInput!) { importTickets(input: $input) { tickets { ${TICKET_FIELDS} } } }`;
const COUNT = '{ moreTickets(first: 1) { totalCount } }';

/** A POST of a JSON body as the caller, to a path of /graphql. */
const post = (caller: Caller, path: string, body: string) =>
  call(caller.browser.app, path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', organization: caller.org, cookie: caller.browser.cookieHeader() }, body });

const count = async (caller: Caller): Promise<number> => (await caller.ok(COUNT)).moreTickets.totalCount;

/** A product, two tags and a member in A, and a product in B. */
async function catalogues(owner: Caller, outsider: Caller) {
  await owner.ok('mutation { createProduct(input: { name: "Player" }) { product { id } } }');
  await owner.ok('mutation { createTag(input: { name: "Bug", color: PINK }) { tag { id } } }');
  await owner.ok('mutation { createTag(input: { name: "UX", color: BLUE }) { tag { id } } }');
  await outsider.ok('mutation { createProduct(input: { name: "Radio" }) { product { id } } }');
}

const importing = suite('importing tickets');

importing('an owner imports rows: names become records, states get their assignees and estimates, the due day is kept', async () => {
  const { owner, admin, member, outsider, a } = await world();
  await catalogues(owner, outsider);
  const project = (await owner.ok(`{ project(id: "${a.projectId}") { name } }`)).project.name;
  const rows = [
    { row: 2, title: 'Fix login', description: 'It fails', project, product: 'player', tags: 'Bug; UX', owner: 'mo@a.example', assignees: 'Ada Admin; ; mo@a.example', estimates: '1/2/3', dueDate: '2026-12-01' },
    { row: 3, title: "'=1+1 is two" },
  ];
  const roles = (await owner.ok('{ roles { id name email } }')).roles as { id: string; name: string; email: string }[];
  rows[0]!.assignees = `${roles.find((role) => role.email === 'ada@a.example')!.name}; ; mo@a.example`;
  const before = await count(owner);
  const { tickets } = (await admin.ok(IMPORT, { input: { rows } })).importTickets;
  assert.is(tickets.length, 2);
  const [first, second] = tickets;
  assert.equal([first.title, first.description, first.project.name, first.product.name, first.tags.map((tag: { name: string }) => tag.name)], ['Fix login', 'It fails', project, 'Player', ['Bug', 'UX']]);
  assert.is(first.owner.id, member.roleId);
  assert.is(first.dueDate, '2026-12-01T00:00:00.000Z');
  assert.is(first.states[0].assignee.id, admin.roleId);
  assert.equal(first.states[0].estimate, { minimum: 1, likely: 2, maximum: 3 });
  assert.is(first.states[1].assignee, null);
  assert.is(first.states[2].assignee.id, member.roleId);
  assert.is(second.title, '=1+1 is two', "the export's ' guard is dropped");
  assert.is(second.owner.id, admin.roleId, 'no owner: the person importing');
  assert.is(second.localId, first.localId + 1);
  assert.is(await count(owner), before + 2);
});

importing('one refused row refuses the import: nothing is created, and the problems name their rows', async () => {
  const { owner } = await world();
  const before = await count(owner);
  const refused = await owner.try(IMPORT, {
    input: { rows: [{ title: 'Good one' }, { title: 'Bad one', project: 'Nowhere', estimates: '8/4/2' }, { title: 'good ONE' }, { title: '=HYPERLINK("x")' }] },
  });
  assert.is(refused.code, 'BAD_USER_INPUT');
  assert.is(refused.message, 'Row 3, Project: No project named “Nowhere” (3 rows refused in all; nothing was imported)');
  assert.equal(refused.errors![0]!.extensions!['problems'], [
    { row: 3, field: 'project', message: 'No project named “Nowhere”' },
    { row: 3, field: 'estimates', message: 'Minimum ≤ most likely ≤ maximum' },
    { row: 4, field: 'title', message: 'Same title as row 2' },
    { row: 5, field: 'title', message: "Starts with = + - or @, so a spreadsheet could run it as a formula: start it with ' to keep it as text" },
  ]);
  assert.is(await count(owner), before);
  // The same rows less the refused ones go in.
  const { tickets } = (await owner.ok(IMPORT, { input: { rows: [{ title: 'Good one' }] } })).importTickets;
  assert.is(tickets.length, 1);
  assert.is(await count(owner), before + 1);
});

importing('visitors and members are refused; administrators and owners may', async () => {
  const { visitor, member } = await world();
  const input = { rows: [{ title: 'From a visitor' }] };
  assert.equal([(await visitor.try(IMPORT, { input })).code, (await member.try(IMPORT, { input })).code], ['FORBIDDEN', 'FORBIDDEN']);
  assert.is(await count(visitor), 0);
});

importing("another organization's caller is refused, and its records' names are unknown here", async () => {
  const { owner, outsider, a } = await world();
  await catalogues(owner, outsider);
  const foreign = await outsider.in(a.id).try(IMPORT, { input: { rows: [{ title: 'Sneaky' }] } });
  assert.is(foreign.code, 'NOT_FOUND');
  const radio = await owner.try(IMPORT, { input: { rows: [{ title: 'Radio ticket', product: 'Radio', owner: 'bob@b.example' }] } });
  assert.equal(radio.errors![0]!.extensions!['problems'], [
    { row: 2, field: 'product', message: 'No product named “Radio”' },
    { row: 2, field: 'owner', message: 'No member named “bob@b.example”' },
  ]);
  assert.is(await count(owner), 0);
});

importing('unknown project, product and workflow names are refused on their cells', async () => {
  const { owner } = await world();
  const refused = await owner.try(IMPORT, { input: { rows: [{ title: 'a', project: 'Ops', product: 'Nope', workflow: 'Kanban', tags: 'Missing' }] } });
  assert.equal(
    (refused.errors![0]!.extensions!['problems'] as { field: string; message: string }[]).map((problem) => `${problem.field}: ${problem.message}`),
    ['project: No project named “Ops”', 'product: No product named “Nope”', 'workflow: No workflow named “Kanban”', 'tags: No tag named “Missing”'],
  );
});

importing('no rows, more than 10,000 rows and over-long cells are refused', async () => {
  const { owner } = await world();
  assert.equal([(await owner.try(IMPORT, { input: { rows: [] } })).message], ['Send at least one row']);
  const many = Array.from({ length: 10_001 }, (_, index) => ({ title: `t${index}` }));
  const tooMany = await owner.try(IMPORT, { input: { rows: many } });
  assert.equal([tooMany.code, tooMany.message], ['BAD_USER_INPUT', 'Import at most 10,000 rows at once (10,001 sent)']);
  const long = await owner.try(IMPORT, { input: { rows: [{ title: 'x'.repeat(257) }, { title: 'b', tags: 'y'.repeat(4097) }, { title: 'c', description: 'z'.repeat(100_001) }] } });
  assert.equal(
    (long.errors![0]!.extensions!['problems'] as { field: string; message: string }[]).map((problem) => `${problem.field}: ${problem.message}`),
    ['title: Title must be at most 256 characters', 'tags: At most 4,096 characters', 'description: At most 100,000 characters'],
  );
  assert.is(await count(owner), 0);
});

importing('a large import goes to /graphql?operation=importTickets, where only that mutation may be large', async () => {
  const { owner } = await world();
  const rows = Array.from({ length: 3000 }, (_, index) => ({ title: `A ticket with a long enough title to weigh, number ${index}`, description: 'd'.repeat(300) }));
  const body = JSON.stringify({ query: 'mutation ($input: ImportTicketsInput!) { importTickets(input: $input) { tickets { id } } }', variables: { input: { rows } } });
  assert.ok(body.length > 1024 * 1024);
  assert.is((await post(owner, '/graphql', body)).status, 413);
  const other = JSON.stringify({ query: 'query ($x: String) { me { status } }', variables: { x: 'x'.repeat(1024 * 1024) } });
  assert.is((await post(owner, '/graphql?operation=importTickets', other)).status, 413, 'another operation stays within 1 MB');
  const answer = await post(owner, '/graphql?operation=importTickets', body);
  assert.is(answer.status, 200);
  const json = (await answer.json()) as { data: { importTickets: { tickets: unknown[] } } };
  assert.is(json.data.importTickets.tickets.length, 3000);
});

importing('a signed-in import past 32 MB is refused, and says why', async () => {
  const { owner } = await world();
  const huge = JSON.stringify({ query: 'mutation ($input: ImportTicketsInput!) { importTickets(input: $input) { tickets { id } } }', variables: { input: { rows: [{ title: 'x', description: 'd'.repeat(IMPORT_BODY_LIMIT) }] } } });
  const answer = await post(owner, '/graphql?operation=importTickets', huge);
  assert.is(answer.status, 413);
  assert.match(await answer.text(), /An import can be at most 32 MB/);
});

// The 5 s goal is held by the bench on the built server (`npm run bench -- --only import`), never by a
// test: the time is printed here, the test holds that all 10,000 arrive in one call.
importing('10,000 rows import in one call', async () => {
  const { owner, outsider } = await world();
  await catalogues(owner, outsider);
  const rows = Array.from({ length: 10_000 }, (_, index) => ({ title: `Imported ticket ${index}`, product: 'Player', tags: 'Bug', estimates: '1/2/4', dueDate: '2027-01-15' }));
  const started = performance.now();
  const answer = await post(owner, '/graphql?operation=importTickets', JSON.stringify({ query: 'mutation ($input: ImportTicketsInput!) { importTickets(input: $input) { tickets { id localId } } }', variables: { input: { rows } } }));
  const json = (await answer.json()) as { data: { importTickets: { tickets: unknown[] } } };
  const elapsed = performance.now() - started;
  console.log(`  importTickets: 10,000 rows in ${Math.round(elapsed)} ms`);
  assert.is(json.data.importTickets.tickets.length, 10_000);
  assert.is(await count(owner), 10_000);
});

importing.run();

const overHttp = suite('importing over real HTTP');

overHttp('the node server reads a large body at the import address with the import cap; elsewhere 1 MB stays the cap', async () => {
  const server = await startServer();
  try {
    const rows = Array.from({ length: 6000 }, (_, index) => ({ title: `A ticket with a title long enough to weigh, number ${index}`, description: 'd'.repeat(150) }));
    const body = JSON.stringify({ query: 'mutation ($input: ImportTicketsInput!) { importTickets(input: $input) { tickets { id } } }', variables: { input: { rows } } });
    assert.ok(body.length > GRAPHQL_BODY_LIMIT);
    const post = (path: string, text: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', organization: '1', ...headers }, body: text });
    // The import address reaches the app past the 1 MB fast path (which would answer 413), and the
    // app reads a large body for a signed-in person only: this caller is not signed in.
    const imported = await post('/graphql?operation=importTickets', body);
    assert.is(imported.status, 401);
    assert.match(await imported.text(), /Sign in first/);
    assert.is((await post('/graphql', body)).status, 413);
    // Another operation at the import address is refused before any reading for this anonymous caller (the 1 MB rule for a signed-in one is above).
    assert.is((await post('/graphql?operation=importTickets', JSON.stringify({ query: '{ me { status } }', variables: { x: 'x'.repeat(GRAPHQL_BODY_LIMIT) } }))).status, 401);
    const declared = await fetch(`${server.url}/graphql?operation=importTickets`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(IMPORT_BODY_LIMIT + 1) }, body: '{' }).catch(() => null);
    assert.ok(declared === null || [400, 401, 413].includes(declared.status), `declared past 32 MB: ${declared?.status}`);
  } finally {
    await server.stop();
  }
});

overHttp.run();
