/**
 * Many writers at once (issue 16): 200 client replies to one case, 200 edits of one ticket by its
 * members, and bulk actions racing single edits. Every write the server acknowledged is stored
 * exactly once, in a consistent order; nothing acknowledged is lost.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { issueByToken, makeApp, openCase, solveProof, updateIssue } from '../shared/helpers.ts';
import { world } from '../work/work-helpers.ts';

/** How many writers each race has. */
export const WRITERS = 200;

const races = suite('concurrent writers');

races(`${WRITERS} replies from the client to one case at once: each stored exactly once, in order`, async () => {
  const app = await makeApp();
  const opened = await openCase(app);
  const proofs = await Promise.all(Array.from({ length: WRITERS }, () => solveProof(app)));
  const answers = await Promise.all(proofs.map((proof, i) => updateIssue(app, opened.token, { message: `reply ${i}` }, proof)));
  const acknowledged = answers.map((answer, i) => (answer.errors ? null : `reply ${i}`)).filter((body): body is string => body !== null);
  assert.is(acknowledged.length, WRITERS, `every reply was accepted: ${JSON.stringify(answers.find((a) => a.errors)?.errors)}`);
  const issue = (await issueByToken(app, opened.token))!;
  const bodies = issue.issueActions.map((action) => action.body).filter((body) => body?.startsWith('reply '));
  assert.is(bodies.length, WRITERS, 'no reply lost, none twice');
  assert.is(new Set(bodies).size, WRITERS);
  assert.equal([...bodies].sort(), [...acknowledged].sort());
  const times = issue.issueActions.map((action) => action.createdAt);
  assert.equal(times, [...times].sort(), 'the timeline is in order');
  assert.is(new Set(issue.issueActions.map((action) => action.id)).size, issue.issueActions.length, 'every action its own id');
});

races(`${WRITERS} edits of one ticket by its members at once: every acknowledged comment and checklist item is there once`, async () => {
  const w = await world();
  const ticket = await w.owner.ticket({ title: 'Raced' });
  const writers = [w.owner, w.admin, w.member];
  const answers = await Promise.all(
    Array.from({ length: WRITERS }, (_, i) => {
      const caller = writers[i % writers.length]!;
      if (i % 4 === 0) return caller.try('mutation ($t: ID!, $text: String!) { addChecklistItem(input: { ticketId: $t, text: $text }) { ticket { id } } }', { t: ticket.id, text: `item ${i}` }).then((a) => ({ i, kind: 'item', a }));
      if (i % 4 === 1) return caller.try('mutation ($t: ID!, $title: String!) { updateTicket(input: { id: $t, title: $title }) { ticket { id } } }', { t: ticket.id, title: `title ${i}` }).then((a) => ({ i, kind: 'title', a }));
      return caller.try('mutation ($t: ID!, $body: String!) { addComment(input: { ticketId: $t, body: $body }) { ticket { id } } }', { t: ticket.id, body: `comment ${i}` }).then((a) => ({ i, kind: 'comment', a }));
    }),
  );
  assert.equal(answers.filter(({ a }) => a.errors).map(({ i, a }) => `${i}: ${a.message}`), [], 'every edit was accepted');
  const stored = (await w.owner.ok('query ($id: ID!) { ticket(id: $id) { title comments { body } checklist { text } } }', { id: ticket.id })).ticket;
  const comments = stored.comments.map((c: { body: string }) => c.body);
  const items = stored.checklist.map((c: { text: string }) => c.text);
  const expected = (kind: string, prefix: string) => answers.filter((a) => a.kind === kind).map(({ i }) => `${prefix} ${i}`).sort();
  assert.equal([...comments].sort(), expected('comment', 'comment'), 'each comment once');
  assert.equal([...items].sort(), expected('item', 'item'), 'each checklist item once');
  assert.ok(expected('title', 'title').includes(stored.title), 'the title is one of the titles written (the last one applied wins)');
});

races('bulk actions racing single edits: each ticket ends archived, its acknowledged edits kept', async () => {
  const w = await world();
  const tickets = await Promise.all(Array.from({ length: 40 }, (_, i) => w.owner.ticket({ title: `Bulk ${i}` })));
  const ids = tickets.map((t) => t.id as string);
  const edits = ids.flatMap((id, i) => [
    w.member.try('mutation ($t: ID!, $body: String!) { addComment(input: { ticketId: $t, body: $body }) { ticket { id } } }', { t: id, body: `note ${i}` }),
    w.admin.try('mutation ($t: ID!, $title: String!) { updateTicket(input: { id: $t, title: $title }) { ticket { id } } }', { t: id, title: `Renamed ${i}` }),
  ]);
  const bulk = w.owner.try('mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } skipped { ticketId reason } } }', { input: { action: 'ARCHIVE_TICKETS', ticketIds: ids } });
  const [bulkAnswer, ...editAnswers] = await Promise.all([bulk, ...edits]);
  assert.is(bulkAnswer!.errors, undefined);
  const archived = new Set(bulkAnswer!.data.applyBulkTicketAction.updated.map((t: { id: string }) => t.id));
  for (const [i, id] of ids.entries()) {
    const stored = (await w.owner.ok('query ($id: ID!) { ticket(id: $id) { title publication comments { body } } }', { id })).ticket;
    if (archived.has(id)) assert.is(stored.publication, 'ARCHIVED', `ticket ${i} archived`);
    if (!editAnswers[2 * i]!.errors) assert.ok(stored.comments.some((c: { body: string }) => c.body === `note ${i}`), `ticket ${i}'s acknowledged comment`);
    if (!editAnswers[2 * i + 1]!.errors) assert.is(stored.title, `Renamed ${i}`, `ticket ${i}'s acknowledged title`);
  }
  assert.is(archived.size, ids.length, 'the bulk action reached every ticket');
});

races.run();
