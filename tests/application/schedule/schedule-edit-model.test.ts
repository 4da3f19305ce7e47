/** The schedule's edit flow model over stubbed gateways: the saved rules start it, edits mark it dirty, the preview projects the edit, Apply saves it whole. */
import { Effect, Layer } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createScheduleEditModel } from '../../../src/application/schedule/schedule-edit-model.ts';
import { ProjectionPreview } from '../../../src/application/schedule/projection-preview.port.ts';
import { ScheduleGateway } from '../../../src/application/schedule/schedule-gateway.port.ts';
import { NetworkError } from '../../../src/application/shared/errors.ts';
import type { ProjectionInputJson } from '../../../src/domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../../src/domain/projection/project.ts';
import type { EditFacts } from '../../../src/domain/schedule/schedule-edit.ts';
import type { State } from '../../../src/domain/schedule/schedule.ts';
import { runtimeOf, settle, stubLayer } from '../../helpers/doubles.ts';
import { editTicket } from '../../helpers/fixtures.ts';


const FACTS: EditFacts = {
  tickets: [editTicket(1), editTicket(2, { status: 'UNSCHEDULED', displayState: 'Estimated', eta: null, etaP50: null })],
  people: [{ id: 'ana', name: 'Ana', timeZone: 'UTC', workWeek: null }],
  oneOffBlackouts: [],
  recurringBlackouts: [],
  projects: [],
  priorities: [{ match: 'ticket', id: 't1' }],
  choices: [],
};

const output = (ids: readonly string[], simulations: number): ProjectionOutput =>
  ({ simulations, seed: 1, elapsedMs: 1, tasks: [], plan: [], problems: [], tickets: ids.map((id) => ({ id, p50: '2026-12-02T10:00:00.000Z', p80: '2026-12-02T15:00:00.000Z' })) }) as unknown as ProjectionOutput;

function model(options: { readonly apply?: (edit: Pick<State, 'addedTickets' | 'removedTickets' | 'priorities'>) => Effect.Effect<void, NetworkError> } = {}) {
  const asked: ProjectionInputJson[] = [];
  let reads = 0;
  const layer = Layer.mergeAll(
    stubLayer(ScheduleGateway, { editFacts: () => (reads++, Effect.succeed(FACTS)), applyEdit: options.apply ?? (() => Effect.void) }),
    stubLayer(ProjectionPreview, {
      preview: (input, _quick, onQuick) => {
        asked.push(input);
        const ids = [...new Set(input.tasks.map((task) => task.ticket))];
        onQuick(output(ids, 200));
        return Effect.succeed(output(ids, 2000));
      },
    }),
  );
  const edit = createScheduleEditModel({ runner: runtimeOf(layer) as never, notify: () => {}, navigator: { go: () => {}, reload: () => {} }, now: () => Date.UTC(2026, 10, 30, 8) });
  return { edit, asked, reads: () => reads };
}

const flow = suite('the schedule edit model');

flow('the saved rules start the edit; a change marks it dirty and its projections stale; discard goes back', async () => {
  const { edit } = model();
  await settle();
  assert.equal(edit.state.value.priorities, FACTS.priorities);
  assert.is(edit.dirty.value, false);
  edit.dispatch({ type: 'addTicket', ticketId: 't2' });
  assert.is(edit.dirty.value, true);
  assert.is(edit.state.value.projectionsRequireRefresh, true);
  edit.dispatch({ type: 'setPriorities', priorities: [] });
  edit.discard();
  assert.equal([edit.state.value.addedTickets, edit.state.value.priorities, edit.dirty.value], [[], FACTS.priorities, false]);
});

flow('every change is projected in the background: the quick answer, then the refined one become its projections', async () => {
  const { edit, asked } = model();
  await settle();
  assert.is(asked.length, 1, 'the schedule as it is, as soon as the facts arrive');
  assert.equal([...new Set(asked[0]!.tasks.map((task) => task.ticket))], ['t1']);
  edit.dispatch({ type: 'addTicket', ticketId: 't2' });
  await settle();
  assert.is(asked.length, 2);
  assert.equal([...new Set(asked[1]!.tasks.map((task) => task.ticket))].sort(), ['t1', 't2'], 'the added ticket is in the question');
  assert.is(edit.preview.state.value.status, 'ready');
  assert.equal(Object.keys(edit.state.value.projections).sort(), ['t1', 't2']);
  assert.is(edit.state.value.projectionsRequireRefresh, false);
  edit.project();
  await settle();
  assert.is(asked.length, 2, 'fresh projections are not asked again');
  edit.dispatch({ type: 'removeTicket', ticketId: 't1' });
  edit.dispatch({ type: 'setPriorities', priorities: [] });
  await settle();
  assert.is(asked.length, 3, 'changes in one go are projected once');
  assert.equal([...new Set(asked[2]!.tasks.map((task) => task.ticket))], ['t2'], 'a ticket taken off is not projected');
});

flow('Apply saves the edit whole, then starts again from the new facts; a refusal says why and keeps the edit', async () => {
  const saved: unknown[] = [];
  let fail = true;
  const { edit, reads } = model({ apply: (change) => (saved.push(change), fail ? Effect.fail(new NetworkError({ message: 'down' })) : Effect.void) });
  await settle();
  edit.dispatch({ type: 'addTicket', ticketId: 't2' });
  await edit.apply();
  assert.is(edit.applying.value.status, 'failed');
  assert.match((edit.applying.value as { message: string }).message, /^The schedule was not saved: /);
  assert.equal(edit.state.value.addedTickets, ['t2'], 'the edit is kept');
  fail = false;
  await edit.apply();
  await settle();
  assert.equal((saved.at(-1) as State).addedTickets, ['t2']);
  assert.equal(edit.applying.value, { status: 'applied', message: 'The schedule is saved (1 ticket added or taken off) and is being projected again.' });
  assert.is(reads(), 2, 'the facts are read again');
  assert.equal([edit.state.value.addedTickets, edit.dirty.value], [[], false], 'the next edit starts from them');
});

flow("a ticket taken off then kept is not sent: only real changes reach the server", async () => {
  const saved: State[] = [];
  const { edit } = model({ apply: (change) => (saved.push(change as State), Effect.void) });
  await settle();
  edit.dispatch({ type: 'removeTicket', ticketId: 't1' });
  edit.dispatch({ type: 'addTicket', ticketId: 't1' });
  edit.dispatch({ type: 'addTicket', ticketId: 't2' });
  await edit.apply();
  assert.equal([saved[0]!.addedTickets, saved[0]!.removedTickets], [['t2'], []]);
});

flow.run();
