/**
 * The projection preview adapter with a stand-in Worker that runs the real engine (the same module
 * /projections.js bundles) a tick later: a quick answer then the full one, refusals as values, and
 * an interrupted preview taking down the worker still running.
 */
import { Effect, Exit, Fiber } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { projectionPreviewLayer, type ProjectionWorker } from '../../../src/adapters/worker/projection-preview.worker.ts';
import { ProjectionPreview } from '../../../src/application/schedule/projection-preview.port.ts';
import type { ProjectionInputJson } from '../../../src/domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../../src/domain/projection/project.ts';
import { project } from '../../../src/domain/projection/project.ts';
import { parseProjectionInput } from '../../../src/domain/projection/projection-input.ts';
import { runtimeOf } from '../../helpers/doubles.ts';

/** Workers that answer like /projections.js, with what each was asked and whether it was terminated. */
function fakeWorkers() {
  const made: { asked: number[]; terminated: boolean }[] = [];
  const create = (): ProjectionWorker => {
    const record = { asked: [] as number[], terminated: false };
    made.push(record);
    const worker: ProjectionWorker = {
      onmessage: null,
      onerror: null,
      postMessage(message) {
        const { id, input, simulations, ticketsOnly } = message as { id: number; input: unknown; simulations?: number; ticketsOnly?: boolean };
        const parsed = parseProjectionInput(input);
        record.asked.push(simulations ?? (parsed.ok ? parsed.input.simulations : -1));
        setTimeout(() => {
          if (record.terminated) return;
          const data = parsed.ok ? { id, output: project(parsed.input, { ...(simulations === undefined ? {} : { simulations }), ticketsOnly: ticketsOnly === true }) } : { id, error: parsed.error };
          worker.onmessage?.({ data } as MessageEvent);
          // The full count takes longer, as it does in a browser.
        }, simulations === undefined ? 30 : 5);
      },
      terminate() {
        record.terminated = true;
      },
    };
    return worker;
  };
  return { made, create };
}

const INPUT: ProjectionInputJson = {
  start: '2026-03-02T10:00:00Z',
  simulations: 300,
  people: [{ id: 'p1', timeZone: 'Europe/Paris', week: [{ day: 'monday', start: '09:00', stop: '17:00' }] }],
  tasks: [{ id: 't1', ticket: 'T1', person: 'p1', hours: [1, 2, 3], splittable: true }],
};

const preview = (input: ProjectionInputJson, quick: number, onQuick: (output: ProjectionOutput) => void) => ProjectionPreview.use((p) => p.preview(input, quick, onQuick));

const adapter = suite('projection preview in a worker');

adapter('the quick count on one worker, then the full count on another; both kept between previews', async () => {
  const workers = fakeWorkers();
  const runtime = runtimeOf(projectionPreviewLayer(workers.create));
  const quick: ProjectionOutput[] = [];
  const full = await runtime.runPromise(preview(INPUT, 50, (output) => quick.push(output)));
  assert.is(quick.length, 1);
  assert.is(quick[0]!.simulations, 50);
  assert.equal([quick[0]!.tickets.length, quick[0]!.tasks.length, quick[0]!.plan.length], [1, 0, 0], 'the quick answer: the tickets only');
  assert.is(full.simulations, 300);
  assert.equal([full.tasks.length, full.plan.length], [1, 1], 'the full answer: everything');
  assert.equal(workers.made.map((w) => w.asked), [[50], [300]]);
  await runtime.runPromise(preview(INPUT, 50, () => {}));
  assert.equal(workers.made.map((w) => w.asked), [[50, 50], [300, 300]], 'the workers are kept between previews');
});

adapter('no quick run when the full count is no larger', async () => {
  const workers = fakeWorkers();
  const runtime = runtimeOf(projectionPreviewLayer(workers.create));
  let quick = 0;
  await runtime.runPromise(preview({ ...INPUT, simulations: 20 }, 200, () => (quick += 1)));
  assert.is(quick, 0);
  assert.equal(workers.made[0]!.asked, [20]);
});

adapter('a refused input is a PreviewError with the engine message', async () => {
  const runtime = runtimeOf(projectionPreviewLayer(fakeWorkers().create));
  const exit = await runtime.runPromiseExit(preview({ ...INPUT, start: 'soon' }, 50, () => {}));
  assert.ok(Exit.isFailure(exit));
  const error = await runtime.runPromise(Effect.flip(preview({ ...INPUT, start: 'soon' }, 50, () => {})));
  assert.is(error._tag, 'PreviewError');
  assert.match(error.message, /start/);
});

adapter('an interrupted preview terminates the worker still running and starts a fresh one at once, which the next preview uses', async () => {
  const workers = fakeWorkers();
  const runtime = runtimeOf(projectionPreviewLayer(workers.create));
  const fiber = runtime.runFork(preview(INPUT, 50, () => {}));
  await runtime.runPromise(Fiber.interrupt(fiber));
  assert.equal(workers.made.map((w) => w.terminated), [true, false], 'the next quick worker is loading before it is needed');
  const full = await runtime.runPromise(preview(INPUT, 50, () => {}));
  assert.is(full.simulations, 300);
  assert.equal(workers.made.map((w) => w.asked), [[50], [50], [300]]);
});

adapter('a change while only the full count runs keeps the quick worker, warm, for the next first answer; the full one starts again when needed', async () => {
  const workers = fakeWorkers();
  const runtime = runtimeOf(projectionPreviewLayer(workers.create));
  let quickDone!: () => void;
  const quick = new Promise<void>((resolve) => (quickDone = resolve));
  // The change comes between the two answers.
  const fiber = runtime.runFork(preview({ ...INPUT, simulations: 300 }, 50, () => quickDone()));
  await quick;
  await runtime.runPromise(Fiber.interrupt(fiber));
  assert.equal(workers.made.map((w) => w.terminated), [false, true], 'no new full worker yet: it would slow the next first answer');
  await runtime.runPromise(preview(INPUT, 50, () => {}));
  assert.equal(workers.made.map((w) => w.asked), [[50, 50], [300], [300]]);
});

adapter('a worker that fails to run is a PreviewError, and is replaced', async () => {
  let made = 0;
  const asked: number[] = [];
  const broken = (): ProjectionWorker => {
    const index = made++;
    asked[index] = 0;
    const worker: ProjectionWorker = {
      onmessage: null,
      onerror: null,
      postMessage() {
        asked[index]! += 1;
        setTimeout(() => worker.onerror?.({ message: '' } as ErrorEvent), 1);
      },
      terminate() {},
    };
    return worker;
  };
  const runtime = runtimeOf(projectionPreviewLayer(broken));
  const error = await runtime.runPromise(Effect.flip(preview(INPUT, 50, () => {})));
  assert.is(error.message, 'The projection could not run in this browser');
  await runtime.runPromise(Effect.flip(preview(INPUT, 50, () => {})));
  assert.is(made, 2, 'the second preview runs on a fresh worker');
  assert.ok(asked.every((count) => count <= 1), 'a worker that failed is never asked again');
});

adapter.run();
