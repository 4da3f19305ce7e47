/** edit_tickets' search filter: nothing asked at the defaults; a change asks the server; the order kept; failures said; an older answer dropped. */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createEditFilterModel } from '../../../src/application/schedule/schedule-edit-filter.ts';
import { ScheduleGateway } from '../../../src/application/schedule/schedule-gateway.port.ts';
import { NetworkError } from '../../../src/application/shared/errors.ts';
import type { SearchVariables } from '../../../src/domain/work/search-query.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';

/** A gateway whose answers the test releases. */
function controlled() {
  const asked: { variables: SearchVariables; answer: (ids: readonly string[]) => void; fail: () => void }[] = [];
  const layer = stubLayer(ScheduleGateway, {
    editMatches: (variables: SearchVariables) =>
      Effect.callback<readonly string[], NetworkError>((resume) => {
        asked.push({ variables, answer: (ids) => resume(Effect.succeed(ids)), fail: () => resume(Effect.fail(new NetworkError({ message: 'down' }))) });
      }),
  });
  return { asked, model: createEditFilterModel({ runner: runtimeOf(layer) as never }) };
}

const filter = suite('the edit flow’s search filter');

filter('at the defaults every ticket shows and nothing is asked; a flag asks the server, in the filter’s order', async () => {
  const { asked, model } = controlled();
  assert.equal(model.matches.value, { status: 'all' });
  assert.is(model.activeCount.value, 0);
  model.toggleFlag('atRisk');
  await settle();
  assert.is(asked.length, 1);
  assert.equal(asked[0]!.variables.filter, { atRisk: true });
  assert.equal(model.matches.value, { status: 'loading', ids: null });
  asked[0]!.answer(['t3', 't1']);
  await settle();
  assert.equal(model.matches.value, { status: 'loaded', ids: ['t3', 't1'] });
  assert.is(model.activeCount.value, 1);
  // The sort alone is a question too; the last answer stays while it is asked.
  model.update({ sort: { field: 'eta', direction: 'DESC' } });
  await settle();
  assert.equal([asked[1]!.variables.sortBy, asked[1]!.variables.sortDirection], ['eta', 'DESC']);
  assert.equal(model.matches.value, { status: 'loading', ids: ['t3', 't1'] });
  model.clear();
  await settle();
  assert.equal(model.matches.value, { status: 'all' }, 'back to the defaults: everything, nothing asked');
  asked[1]!.answer(['t9']);
  await settle();
  assert.equal(model.matches.value, { status: 'all' }, 'an answer to an older question is dropped');
});

filter('a failure says why, and asks again on retry', async () => {
  const { asked, model } = controlled();
  model.update({ recordSets: { tags: ['g1'] } });
  await settle();
  asked[0]!.fail();
  await settle();
  assert.equal(model.matches.value.status, 'failed');
  assert.match((model.matches.value as { message: string }).message, /^Could not filter the tickets: /);
  model.reload();
  await settle();
  assert.equal(asked[1]!.variables.filter, { tags: ['g1'] });
  asked[1]!.answer([]);
  await settle();
  assert.equal(model.matches.value, { status: 'loaded', ids: [] });
});

filter.run();
