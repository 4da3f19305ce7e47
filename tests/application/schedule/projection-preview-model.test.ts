/** The preview model: quick then full answers, a newer request cancels the older, failures shown. */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createProjectionPreviewModel, quickCount, QUICK_SIMULATIONS, QUICK_SIMULATIONS_MIN } from '../../../src/application/schedule/projection-preview-model.ts';
import { PreviewError, ProjectionPreview } from '../../../src/application/schedule/projection-preview.port.ts';
import type { ProjectionInputJson } from '../../../src/domain/projection/projection-input.ts';
import type { ProjectionOutput } from '../../../src/domain/projection/project.ts';
import { runtimeOf, stubLayer } from '../../helpers/doubles.ts';

const output = (simulations: number, seed = 1): ProjectionOutput => ({ simulations, seed, elapsedMs: 1, tasks: [], tickets: [], plan: [], problems: [] });
const input = (seed: number): ProjectionInputJson => ({ start: '2026-03-02T10:00:00Z', seed, people: [], tasks: [] });

/** A preview port whose answers the test releases one by one. */
function controlled(fullMs = 1) {
  const calls: { seed: number; asked: number; quick: () => void; finish: () => void; fail: (message: string) => void; interrupted: boolean }[] = [];
  const layer = stubLayer(ProjectionPreview, {
    preview: (asked, quick, onQuick) =>
      Effect.callback<ProjectionOutput, PreviewError>((resume) => {
        const call = {
          seed: asked.seed!,
          asked: quick,
          interrupted: false,
          quick: () => onQuick(output(quick, asked.seed)),
          finish: () => resume(Effect.succeed({ ...output(2000, asked.seed), elapsedMs: fullMs })),
          fail: (message: string) => resume(Effect.fail(new PreviewError({ message }))),
        };
        calls.push(call);
        return Effect.sync(() => {
          call.interrupted = true;
        });
      }),
  });
  return { calls, runner: runtimeOf(layer) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const model = suite('the projection preview model');

model('projecting, then the quick answer (refining), then the full answer (ready)', async () => {
  const { calls, runner } = controlled();
  const preview = createProjectionPreviewModel({ runner });
  assert.equal(preview.state.value, { status: 'idle' });
  const done = preview.request(input(1));
  await tick();
  assert.equal(preview.state.value, { status: 'projecting', output: null });
  calls[0]!.quick();
  assert.equal(preview.state.value, { status: 'refining', output: output(200, 1) });
  calls[0]!.finish();
  await done;
  assert.equal(preview.state.value, { status: 'ready', output: output(2000, 1) });
});

model('a newer request cancels the older: its answers never show, the last answer stays meanwhile', async () => {
  const { calls, runner } = controlled();
  const preview = createProjectionPreviewModel({ runner, quick: 10 });
  const first = preview.request(input(1));
  await tick();
  calls[0]!.quick();
  const second = preview.request(input(2));
  await first;
  await tick();
  assert.ok(calls[0]!.interrupted, 'the older preview is interrupted');
  assert.equal(preview.state.value, { status: 'projecting', output: output(10, 1) }, 'the last answer stays on screen');
  calls[0]!.finish();
  assert.is(preview.state.value.status, 'projecting', 'a late answer of the older request is dropped');
  calls[1]!.finish();
  await second;
  assert.equal(preview.state.value, { status: 'ready', output: output(2000, 2) });
});

model('a failure says why; cancel stops the preview under way', async () => {
  const { calls, runner } = controlled();
  const preview = createProjectionPreviewModel({ runner });
  const failing = preview.request(input(1));
  await tick();
  calls[0]!.fail('Task t1: hours must be three numbers');
  await failing;
  assert.equal(preview.state.value, { status: 'failed', message: 'Task t1: hours must be three numbers' });
  const cancelled = preview.request(input(2));
  await tick();
  preview.cancel();
  await cancelled;
  assert.ok(calls[1]!.interrupted);
  assert.equal(preview.state.value, { status: 'projecting', output: null }, 'nothing more arrives');
});

model('the quick count fits the first answer in its time: from the slowest time per run of the answers given, within bounds', () => {
  assert.is(quickCount([]), QUICK_SIMULATIONS, 'nothing timed yet');
  assert.is(quickCount([{ simulations: 2000, elapsedMs: 0 }]), QUICK_SIMULATIONS, 'no clock');
  assert.is(quickCount([{ simulations: 2000, elapsedMs: 400 }]), QUICK_SIMULATIONS, 'a small plan: 0.2 ms a run');
  assert.is(quickCount([{ simulations: 2000, elapsedMs: 4000 }]), 50, '2 ms a run: 50 fit 100 ms');
  assert.is(quickCount([{ simulations: 100, elapsedMs: 80 }, { simulations: 50, elapsedMs: 100 }, { simulations: 60, elapsedMs: 60 }]), 50, 'the slowest of them: 2 ms a run');
  assert.is(quickCount([{ simulations: 200, elapsedMs: 10_000 }]), QUICK_SIMULATIONS_MIN, 'never fewer than the least that says something');
});

model('the next quick answer is sized by the time the last answer took', async () => {
  const { calls, runner } = controlled(5000);
  const preview = createProjectionPreviewModel({ runner });
  const first = preview.request(input(1));
  await tick();
  calls[0]!.finish();
  await first;
  const second = preview.request(input(2));
  await tick();
  assert.equal([calls[0]!.asked, calls[1]!.asked], [QUICK_SIMULATIONS, 40], '2.5 ms a run: 40 runs in 100 ms');
  calls[1]!.finish();
  await second;
});

model.run();
