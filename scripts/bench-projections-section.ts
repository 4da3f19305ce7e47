/**
 * The projections section of `npm run bench`: the engine on generated organizations (each size in
 * a process of its own, one core, 2,000 simulations, bounded in time), and the preview in the
 * browser: the real adapter and /projections.js worker in Chromium on 1,000 tasks, its quick
 * answer (200 simulations) and refined answer (2,000).
 */
import type { Browser } from 'playwright-core';
import { BENCH_SIZES, generateInput, runSection } from './bench-projections.ts';
import { bundlePreviewHarness } from './preview-harness-bundle.ts';
import type { RunningServer } from './run-server.ts';

/** What the product this specification comes from needs for 2,000 simulations of 1,000 tasks. */
export const ORIGIN_SECONDS_1000 = 37;
const SIMULATIONS = 2000;
/** A preview that takes longer than this is reported, not waited for. */
const PREVIEW_LIMIT_MS = 30_000;

interface SectionContext {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly results: Record<string, unknown>;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: readonly number[]) => `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

/** The engine's timings per size, then the browser preview's. */
export async function projectionsSection({ server, browser, results }: SectionContext, runs = Number(process.env['BENCH_RUNS'] ?? 7)) {
  const rows: string[][] = [];
  const notes: string[] = [];
  const figures: Record<string, unknown> = {};
  for (const [tasks, people] of BENCH_SIZES) {
    const result = await runSection(tasks, people, runs);
    const size = `engine, ${tasks} tasks / ${people} people`;
    if (typeof result === 'string') {
      rows.push([size, result, '', '']);
      continue;
    }
    const middle = median(result.times);
    figures[`${tasks}/${people}`] = result;
    rows.push([size, spread(result.times), String(Math.round((SIMULATIONS / middle) * 1000)), `${Math.round(result.cold)} ms`]);
    if (tasks === 1000) notes.push(`1,000 tasks / 50 people: ${(middle / 1000).toFixed(2)} s against the origin product's ${ORIGIN_SECONDS_1000} s (${Math.round((ORIGIN_SECONDS_1000 * 1000) / middle)}x faster; goal under 1 s).`);
    if (tasks === 5000) notes.push(`5,000 tasks / 100 people: ${(middle / 1000).toFixed(2)} s (goal under 5 s; the origin product cannot finish it within 60 s).`);
  }

  // The harness is added inline to a page of the product: this context alone bypasses the page's CSP.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/support/none`);
    await page.addScriptTag({ content: await bundlePreviewHarness() });
    const input = generateInput(1000, 50, 7);
    const quick: number[] = [];
    const full: number[] = [];
    let stopped: string | null = null;
    for (let run = 0; run < runs && stopped === null; run++) {
      const answer = await Promise.race([
        page.evaluate(([i]) => window.tidemarkPreview!(i, 200), [input] as const),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), PREVIEW_LIMIT_MS)),
      ]);
      if (answer === null) stopped = `stopped: a preview took longer than ${PREVIEW_LIMIT_MS / 1000} s`;
      else if (answer.error !== null) stopped = `failed: ${answer.error}`;
      else {
        quick.push(answer.quickMs!);
        full.push(answer.fullMs);
      }
    }
    if (quick.length > 0) {
      rows.push(['browser preview, 1,000 tasks: first answer (200 simulations)', spread(quick), '', '']);
      rows.push(['browser preview, 1,000 tasks: refined answer (2,000)', spread(full), '', '']);
      figures['browserPreview'] = { quickMs: quick, fullMs: full };
    }
    if (stopped) rows.push(['browser preview, 1,000 tasks', stopped, '', '']);
  } finally {
    await context.close();
  }
  results['projections'] = figures;
  return {
    title: `Projections (${runs} runs each, median and spread)`,
    head: ['what', 'time', 'simulations/s', 'first run (cold)'],
    rows,
    notes: [
      ...notes,
      'Engine: elapsedMs of project() in a process of its own (one core, warm). Browser: from the request to each answer; the worker starts with the first preview and is kept for the next.',
    ],
  };
}
