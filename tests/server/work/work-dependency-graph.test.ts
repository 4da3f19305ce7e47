/**
 * The organization's dependency graph on the local server: only tickets that take part in a link,
 * a project's subtree with its linked tickets elsewhere apart, deleted tickets left out, the work
 * left by PERT mean; visitors read it; another organization's project and bad ids are refused.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NO_ORGANIZATION_MESSAGE } from '../../../mock-server/work/scope.ts';
import { world, type World } from './work-helpers.ts';

const GRAPH = `query ($projectId: ID) { dependencyGraph(projectId: $projectId) {
  tickets { id localId title displayState remainingHours } otherTickets { id localId } links { waitingId waitedOnId } } }`;
const CREATE_PROJECT = 'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }';
const DEPEND = 'mutation ($t: ID!, $w: ID!) { addDependency(input: { ticketId: $t, waitsOnId: $w }) { ticket { id } } }';
const UPDATE_STATE = 'mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id remainingHours } } }';
const UPDATE = 'mutation ($input: UpdateTicketInput!) { updateTicket(input: $input) { ticket { id } } }';

interface Setting {
  readonly w: World;
  /** Launch (top) > Quality (child); Elsewhere (top). */
  readonly launch: string;
  readonly quality: string;
  readonly elsewhere: string;
  readonly t: Record<string, { id: string; localId: number; states: { id: string }[] }>;
}

let shared: Promise<Setting> | null = null;
const setup = () =>
  (shared ??= (async () => {
    const w = await world();
    const { member } = w;
    const project = async (name: string, parentId: string | null = null) => (await member.ok(CREATE_PROJECT, { input: { name, parentId } })).createProject.project.id as string;
    const launch = await project('Launch');
    const quality = await project('Quality', launch);
    const elsewhere = await project('Elsewhere');
    const t: Setting['t'] = {};
    for (const [name, projectId] of [['plan', launch], ['build', quality], ['test', quality], ['ship', launch], ['alone', launch], ['outside', elsewhere], ['gone', launch]] as const) t[name] = await member.ticket({ title: name, projectId });
    // build waits on plan; test waits on build; ship waits on test and on outside; gone waits on plan, then is deleted.
    for (const [waiting, waited] of [['build', 'plan'], ['test', 'build'], ['ship', 'test'], ['ship', 'outside'], ['gone', 'plan']] as const) await member.ok(DEPEND, { t: t[waiting]!.id, w: t[waited]!.id });
    await member.ok(UPDATE, { input: { id: t['gone']!.id, publication: 'DELETED' } });
    return { w, launch, quality, elsewhere, t };
  })());

const graph = suite('dependency graph');

graph('the whole organization: only tickets in a link, by number, with every link once', async () => {
  const { w, t } = await setup();
  const answer = (await w.visitor.ok(GRAPH)).dependencyGraph;
  assert.equal(answer.tickets.map((ticket: { title: string }) => ticket.title), ['plan', 'build', 'test', 'ship', 'outside']);
  assert.equal(answer.otherTickets, []);
  const name = (id: string) => Object.entries(t).find(([, ticket]) => ticket.id === id)![0];
  assert.equal(answer.links.map((link: { waitingId: string; waitedOnId: string }) => `${name(link.waitingId)}>${name(link.waitedOnId)}`), ['build>plan', 'test>build', 'ship>test', 'ship>outside']);
});

graph('a project takes its sub-projects; linked tickets elsewhere come apart', async () => {
  const { w, t, quality, launch } = await setup();
  const sub = (await w.member.ok(GRAPH, { projectId: quality })).dependencyGraph;
  assert.equal(sub.tickets.map((ticket: { title: string }) => ticket.title), ['build', 'test']);
  assert.equal(sub.otherTickets.map((ticket: { id: string }) => ticket.id), [t['plan']!.id, t['ship']!.id]);
  assert.is(sub.links.length, 3);
  const top = (await w.member.ok(GRAPH, { projectId: launch })).dependencyGraph;
  assert.equal(top.tickets.map((ticket: { title: string }) => ticket.title), ['plan', 'build', 'test', 'ship']);
  assert.equal(top.otherTickets.map((ticket: { id: string }) => ticket.id), [t['outside']!.id]);
});

graph('the work left is the PERT mean of the open states', async () => {
  const { w, t } = await setup();
  const ticket = t['build']!;
  const [first, second] = ticket.states;
  assert.ok(first && second, 'the default workflow has two states or more');
  await w.member.ok(UPDATE_STATE, { input: { ticketId: ticket.id, stateId: first.id, estimate: { minimum: 1, likely: 2, maximum: 9 } } });
  const after = (await w.member.ok(UPDATE_STATE, { input: { ticketId: ticket.id, stateId: second.id, estimate: { minimum: 6, likely: 6, maximum: 6 } } })).updateTicketState.ticket;
  assert.is(after.remainingHours, 9);
  await w.member.ok(UPDATE_STATE, { input: { ticketId: ticket.id, stateId: second.id, done: true } });
  const read = (await w.member.ok(GRAPH)).dependencyGraph.tickets.find((one: { id: string }) => one.id === ticket.id);
  assert.is(read.remainingHours, 3);
});

graph('another organization cannot read it, nor name its project; bad project ids are refused', async () => {
  const { w, launch } = await setup();
  const other = await w.outsider.try(GRAPH, { projectId: launch });
  assert.is(other.code, 'NOT_FOUND');
  assert.is(other.field, 'projectId');
  // B's own graph is empty: A's tickets never show.
  assert.equal((await w.outsider.ok(GRAPH)).dependencyGraph, { tickets: [], otherTickets: [], links: [] });
  const crossed = await w.outsider.in(w.a.id).try(GRAPH);
  assert.equal([crossed.code, crossed.message], ['NOT_FOUND', NO_ORGANIZATION_MESSAGE]);
  for (const bad of ['nope', '999999', '']) {
    const answer = await w.member.try(GRAPH, { projectId: bad });
    assert.equal([answer.code, answer.field], ['NOT_FOUND', 'projectId'], `projectId ${JSON.stringify(bad)}`);
  }
});

graph.run();
