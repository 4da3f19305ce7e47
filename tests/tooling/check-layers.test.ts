import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLayers, importsOf, projectFiles } from '../../scripts/check-layers.ts';
import { branchCoverage, uvuCount } from '../../scripts/test.ts';
import { fileURLToPath } from 'node:url';

const layers = suite('the layer check');

const check = (files: Record<string, string>) => checkLayers(new Map(Object.entries(files))).map((v) => `${v.file} -> ${v.imported}`);

layers('reads static, side-effect, re-export and dynamic imports', () => {
  const source = `import a from './a.ts';\nimport type { B } from "../b.ts";\nimport './c.css';\nexport { d } from './d.ts';\nconst e = await import('./e.ts');`;
  assert.equal(importsOf(source), ['./a.ts', '../b.ts', './c.css', './d.ts', './e.ts']);
});

layers('the domain may not import a package or anything outside itself', () => {
  assert.equal(check({ 'src/domain/x.ts': "import { Effect } from 'effect';" }), ['src/domain/x.ts -> effect']);
  assert.equal(check({ 'src/domain/x.ts': "import { y } from '../application/y.ts';" }), ['src/domain/x.ts -> ../application/y.ts']);
  assert.equal(check({ 'src/domain/x.ts': "import { y } from './validation/y.ts';" }), []);
});

layers('the application may not import adapters, UI or UI libraries', () => {
  assert.equal(check({ 'src/application/m.ts': "import { c } from '../adapters/graphql/c.ts';" }).length, 2, 'breaks two rules');
  assert.equal(check({ 'src/application/m.ts': "import { App } from '../ui/app.tsx';" }), ['src/application/m.ts -> ../ui/app.tsx']);
  assert.equal(check({ 'src/application/m.ts': "import { useState } from 'react';" }), ['src/application/m.ts -> react']);
  assert.equal(check({ 'src/application/m.ts': "import { signal } from '@preact/signals-core';\nimport { x } from '../domain/x.ts';" }), []);
});

layers('only src/main.tsx imports adapters', () => {
  assert.equal(check({ 'src/ui/s.tsx': "import { c } from '../adapters/graphql/c.ts';" }), ['src/ui/s.tsx -> ../adapters/graphql/c.ts']);
  assert.equal(check({ 'src/main.tsx': "import { c } from './adapters/graphql/c.ts';" }), []);
  assert.equal(check({ 'src/main-support.tsx': "import { c } from './adapters/graphql/c.ts';" }), [], 'a page built as an entry of its own has its root');
  assert.equal(check({ 'src/mainframe.tsx': "import { c } from './adapters/graphql/c.ts';" }).length, 1, 'only main.tsx and main-<page>.tsx');
  assert.equal(check({ 'src/adapters/pow/p.ts': "import { c } from '../graphql/c.ts';" }), [], 'adapters may use each other');
});

layers('adapters take ports and errors from the application, nothing else', () => {
  assert.equal(check({ 'src/adapters/a.ts': "import { P } from '../application/ports/p.port.ts';\nimport { E } from '../application/errors.ts';" }), []);
  assert.equal(check({ 'src/adapters/a.ts': "import { m } from '../application/support-case-model.ts';" }), ['src/adapters/a.ts -> ../application/support-case-model.ts']);
});

layers('the local server shares the domain only', () => {
  assert.equal(check({ 'mock-server/s.ts': "import { v } from '../src/domain/validation/validate.ts';" }), []);
  assert.equal(check({ 'mock-server/s.ts': "import { m } from '../src/application/errors.ts';" }), ['mock-server/s.ts -> ../src/application/errors.ts']);
});

layers('the project itself passes', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  assert.equal(checkLayers(projectFiles(root)), []);
});

layers.run();

const summary = suite('the test summary');

summary('counts uvu totals, and a run without a summary as a failure', () => {
  assert.equal(uvuCount('  Total:     12\n  Passed:    10\n  Skipped:   1\n', 1), { passed: 10, failed: 2, skipped: 1 });
  assert.equal(uvuCount('SyntaxError: Unexpected token', 1), { passed: 0, failed: 1, skipped: 0 });
  assert.equal(uvuCount('  Total:     3\n  Passed:    3\n  Skipped:   0\n', 1), { passed: 3, failed: 1, skipped: 0 }, 'a crash after the summary still fails');
});

summary('reads the branch coverage c8 reports, and nothing from other output', () => {
  assert.is(branchCoverage('Statements   : 97.63% ( 784/803 )\nBranches     : 96.52% ( 222/230 )\n'), 96.52);
  assert.is(branchCoverage('Total: 3'), null);
});

summary.run();
