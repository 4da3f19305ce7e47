import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PAGE_JS_BUDGET_GZIP, pageLoads } from '../../scripts/bundle-report.ts';
import { PAGE_ROUTES } from '../../src/ui/page-routes.ts';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const loads = pageLoads(dist);
const { metafile } = JSON.parse(readFileSync(`${dist}build-meta.json`, 'utf8')) as { metafile: Metafile };

const budget = suite('page budgets (issue 9)');

for (const load of loads) {
  budget(`${load.route} loads at most ${Math.round(load.budgetGzip / 1000)} KB gzip of JavaScript (${load.gzip} bytes)`, () => {
    assert.ok(load.gzip > 0, 'the page loads something');
    assert.ok(load.gzip <= load.budgetGzip, `${load.route}: ${load.gzip} > ${load.budgetGzip} bytes gzip`);
  });
}

budget('the shell and the support case page keep the 90 KB budget of issue 9', () => {
  for (const route of ['/', '/support/']) assert.is(loads.find((load) => load.route === route)!.budgetGzip, PAGE_JS_BUDGET_GZIP, route);
});

budget('the support case page is an entry of its own: few files, nothing of the signed-in product', () => {
  const support = loads.find((load) => load.route === '/support/')!;
  assert.ok(support.modules.includes('src/ui/screens/support/support-case-screen.tsx'));
  assert.ok(support.chunks.length <= 3, `${support.chunks.length} files`);
  for (const module of support.modules) {
    assert.not.ok(/session|account|auth\/|\/org\/|membership|validate-accounts/.test(module), `the support page carries ${module}`);
  }
  const shell = loads.find((load) => load.route === '/')!;
  assert.not.ok(shell.modules.includes('src/ui/screens/support/support-case-screen.tsx'), 'the app carries the support page');
});

budget('no page carries another page, and the shell carries none', () => {
  const pages = PAGE_ROUTES.map((route) => route.module);
  const shell = loads.find((load) => load.route === '/')!;
  for (const module of pages) assert.not.ok(shell.modules.includes(module), `the shell carries ${module}`);
  for (const { prefix, module, area = [] } of PAGE_ROUTES) {
    const load = loads.find((candidate) => candidate.route === prefix)!;
    assert.ok(load.modules.includes(module), `${prefix} preloads its page ${module}`);
    // A page carries the area around it (the organization layout), never a sibling page.
    for (const other of pages.filter((page) => page !== module && !area.includes(page))) assert.not.ok(load.modules.includes(other), `${prefix} carries ${other}`);
  }
});

budget('every chunk a page needs at start is preloaded: no request waterfall', () => {
  const byName = new Map(Object.entries(metafile.outputs).map(([file, output]) => [file.split('/').pop()!, output]));
  for (const load of loads) {
    const loaded = new Set(load.chunks.map((chunk) => chunk.file));
    for (const chunk of load.chunks) {
      for (const imported of byName.get(chunk.file)?.imports ?? []) {
        if (imported.kind !== 'import-statement') continue;
        assert.ok(loaded.has(imported.path.split('/').pop()!), `${load.route}: ${chunk.file} imports ${imported.path}, which is not preloaded`);
      }
    }
  }
});

budget('the confirm modal is not part of any page load (it loads on intent)', () => {
  for (const load of loads) assert.not.ok(load.modules.includes('src/ui/components/confirm-modal.tsx'), load.route);
});

budget.run();
