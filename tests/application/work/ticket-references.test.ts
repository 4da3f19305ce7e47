/**
 * Tickets by number for the ticket chips of Markdown: each number looked up once through the
 * list's search, the ticket picked out of what mentions it, lookups one at a time.
 */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NetworkError } from '../../../src/application/shared/errors.ts';
import { TicketGateway, type TicketPageRequest } from '../../../src/application/work/ticket-gateway.port.ts';
import { createTicketReferences } from '../../../src/application/work/ticket-references-model.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { page, row } from './ticket-fixtures.ts';

const references = suite('ticket references (#123 chips)');

references('a number is looked up once: the ticket with that number, not the ones that mention it', async () => {
  const asked: TicketPageRequest[] = [];
  const lookup = createTicketReferences(
    runtimeOf(stubLayer(TicketGateway, { list: (request) => (asked.push(request), Effect.succeed(page([row(3, { title: 'Mentions #12' }), row(12, { id: 't12', title: 'Fix login' })], 2))) })),
  );
  const twelve = lookup.find(12);
  assert.equal(twelve.value, { status: 'looking' });
  await settle();
  assert.equal(twelve.value, { status: 'found', id: 't12', title: 'Fix login' });
  assert.is(lookup.find(12), twelve, 'remembered');
  assert.equal(asked, [{ filter: { search: '#12' }, first: 50, after: null, sortBy: 'localId', sortDirection: 'ASC' }]);
});

references('a number no ticket has is missing; lookups run one after another; a failed one stays looking', async () => {
  let running = 0;
  let most = 0;
  const lookup = createTicketReferences(
    runtimeOf(
      stubLayer(TicketGateway, {
        list: (request) =>
          Effect.promise(async () => {
            running++;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 5));
            running--;
          }).pipe(Effect.flatMap(() => (request.filter.search === '#9' ? Effect.fail(new NetworkError({ message: 'offline' })) : Effect.succeed(page([row(1)], 1))))),
      }),
    ),
  );
  const missing = lookup.find(404);
  const failed = lookup.find(9);
  const found = lookup.find(1);
  for (let tries = 0; tries < 50 && found.value.status === 'looking'; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  await settle();
  assert.is(missing.value.status, 'missing');
  assert.is(failed.value.status, 'looking');
  assert.is(found.value.status, 'found');
  assert.is(most, 1, 'one lookup at a time');
});

references.run();
