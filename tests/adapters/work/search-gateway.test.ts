/**
 * The search gateway against the local server in-process: the variables the domain builds from a
 * search filter are the ones the server reads (text over titles and descriptions, flags, record
 * sets, statuses, date ranges, sort, project), and pages follow the cursor.
 */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError } from '../../../src/application/shared/errors.ts';
import { TicketGateway } from '../../../src/application/work/ticket-gateway.port.ts';
import { TicketSearchGateway } from '../../../src/application/work/ticket-search-gateway.port.ts';
import { SEARCH_FILTER_DEFAULTS, type SearchFilter } from '../../../src/domain/work/filters.ts';
import type { Connection } from '../../../src/domain/shared/lists.ts';
import { searchVariables, type SearchRow } from '../../../src/domain/work/search-query.ts';
import { parseSearchFilter } from '../../../src/domain/work/search-url.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

async function owner() {
  const { runtime, projectId } = await ownerOfOrganization();
  const tickets = <A>(f: (g: typeof TicketGateway.Service) => Effect.Effect<A, unknown>) => runtime.runPromise(TicketGateway.use(f) as Effect.Effect<A, unknown, never>);
  const page = (filter: SearchFilter, projectId: string | null = null, after: string | null = null, first = 50) =>
    runtime.runPromise(TicketSearchGateway.use((g) => g.page({ variables: searchVariables(filter, projectId), first, after })) as Effect.Effect<Connection<SearchRow>, unknown, never>);
  const failure = (filter: SearchFilter) =>
    runtime.runPromise(Effect.flip(TicketSearchGateway.use((g) => g.page({ variables: searchVariables(filter, null), first: 10, after: null }))) as Effect.Effect<unknown, never, never>);
  return { tickets, page, failure, projectId };
}

const gateway = suite('the search gateway against the local server');

gateway('text over titles and descriptions, a flag, the sort, and rows with what the CSV needs', async () => {
  const { tickets, page, projectId } = await owner();
  const picks = await tickets((g) => g.pickLists());
  const me = picks.people[0]!;
  await tickets((g) => g.create({ title: 'Playlist sync', projectId }));
  const described = await tickets((g) => g.create({ title: 'Album art', description: 'The PLAYLIST cover is blurry', projectId }));
  await tickets((g) => g.create({ title: 'Release notes', projectId }));
  const assigned = await tickets((g) => g.create({ title: 'Shuffle the playlist' }));
  for (const state of assigned.states) await tickets((g) => g.updateState(assigned.id, state.id, { assigneeId: me.id }));

  const text = await page(parseSearchFilter('q=playlist'));
  assert.equal(text.nodes.map((t) => t.title), ['Album art', 'Playlist sync', 'Shuffle the playlist'], 'by title, descriptions included');
  const row = text.nodes[0]!;
  assert.equal([row.id, row.owner?.name, row.product, row.closedAt, row.eta, row.dueDate], [described.id, 'Ana', null, null, null, null]);

  const unassigned = await page(parseSearchFilter('q=playlist&flags=unassigned&sort=title&dir=DESC'));
  assert.equal(unassigned.nodes.map((t) => t.title), ['Playlist sync', 'Album art']);

  const inProject = await page(parseSearchFilter('q=playlist'), projectId);
  assert.equal(inProject.nodes.map((t) => t.title), ['Album art', 'Playlist sync'], 'the project of /search/{projectId}');

  const mine = await page(parseSearchFilter(`assignees=${me.id}&owners=${me.id}&status=UNSCHEDULED`));
  assert.equal(mine.nodes.map((t) => t.title), ['Shuffle the playlist']);

  const created = await page(parseSearchFilter('createdFrom=2000-01-01&createdTo=2000-12-31'));
  assert.is(created.totalCount, 0, 'created long ago: none');
  const closed = await page(parseSearchFilter('closedFrom=2000-01-01'));
  assert.is(closed.totalCount, 0, 'never closed: left out by a closed range');
});

gateway('every flag and allUntagged are read by the server; pages follow the cursor', async () => {
  const { tickets, page } = await owner();
  for (let i = 1; i <= 7; i++) await tickets((g) => g.create({ title: `Ticket ${i}` }));
  for (const flag of ['isActive', 'untagged', 'unestimated', 'unassigned', 'atRisk', 'hideCompleted', 'readyToSchedule']) {
    const answer = await page(parseSearchFilter(`flags=${flag}`));
    assert.ok(answer.totalCount >= 0, flag);
  }
  assert.is((await page(parseSearchFilter('flags=untagged'))).totalCount, 7);
  assert.is((await page(parseSearchFilter('allUntagged=1'))).totalCount, 7);
  assert.is((await page(parseSearchFilter('flags=readyToSchedule'))).totalCount, 0, 'nothing estimated yet');
  const first = await page(SEARCH_FILTER_DEFAULTS, null, null, 3);
  const second = await page(SEARCH_FILTER_DEFAULTS, null, first.pageInfo.endCursor, 3);
  const third = await page(SEARCH_FILTER_DEFAULTS, null, second.pageInfo.endCursor, 3);
  assert.equal([...first.nodes, ...second.nodes, ...third.nodes].map((t) => t.title), Array.from({ length: 7 }, (_, i) => `Ticket ${i + 1}`));
  assert.not.ok(third.pageInfo.hasNextPage);
});

gateway('an id the organization does not have is refused, as a message to read', async () => {
  const { failure } = await owner();
  const refused = await failure(parseSearchFilter('tags=999'));
  assert.instance(refused, GraphQLError);
});

gateway.run();
