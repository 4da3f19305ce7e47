/** The bench always finishes: a section that hangs or fails is reported, and the next one runs (issue 18). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runSections } from '../../scripts/bench.ts';

const sections = suite('bench: running the sections');

const table = (title: string) => ({ title, head: ['a'], rows: [['1']] });

sections('a section that never answers is reported as overran; one that throws as failed; the others print in order', async () => {
  const shown: string[] = [];
  const ran: string[] = [];
  const unfinished = await runSections(
    [
      { name: 'first', run: async () => (ran.push('first'), table('First')) },
      { name: 'hangs', limitMs: 30, run: () => (ran.push('hangs'), new Promise<never>(() => {})) },
      { name: 'throws', run: async () => (ran.push('throws'), Promise.reject(new Error('no server\nstack'))) },
      { name: 'last', run: async () => (ran.push('last'), table('Last')) },
    ],
    {},
    (printed) => shown.push(`${printed.title} | ${printed.rows.map((row) => row.join(' ')).join(' ; ')}`),
    5_000,
  );
  assert.equal(ran, ['first', 'hangs', 'throws', 'last']);
  assert.equal(unfinished, ['hangs', 'throws']);
  assert.equal(shown.map((line) => line.replace(/after \d+ s/, 'after N s')), [
    'First | 1',
    'hangs: overran its 0 s limit, stopped waiting for it | hangs overran',
    'throws: failed after N s | throws no server',
    'Last | 1',
  ]);
});

sections.run();
