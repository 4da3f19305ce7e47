import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AREA_RULES, checkLayers, cycles, importsOf, projectFiles, roomOf } from '../../scripts/check-layers.ts';
import { branchCoverage, lanesOf, uvuCount } from '../../scripts/test.ts';
import { fileURLToPath } from 'node:url';

const layers = suite('the layer check');

const check = (files: Record<string, string>) => checkLayers(new Map(Object.entries(files))).map((v) => `${v.file} -> ${v.imported}`);

layers('reads static, side-effect, re-export and dynamic imports', () => {
  const source = `import a from './a.ts';\nimport type { B } from "../b.ts";\nimport './c.css';\nexport { d } from './d.ts';\nconst e = await import('./e.ts');`;
  assert.equal(importsOf(source), ['./a.ts', '../b.ts', './c.css', './d.ts', './e.ts']);
});

layers('the domain may not import a package or anything outside itself', () => {
  assert.equal(check({ 'src/domain/work/x.ts': "import { Effect } from 'effect';" }), ['src/domain/work/x.ts -> effect']);
  assert.equal(check({ 'src/domain/work/x.ts': "import { y } from '../../application/work/y.ts';" }), ['src/domain/work/x.ts -> ../../application/work/y.ts']);
  assert.equal(check({ 'src/domain/work/x.ts': "import { y } from '../validation/y.ts';" }), []);
});

layers('the application may not import adapters, UI or UI libraries', () => {
  assert.equal(check({ 'src/application/work/m.ts': "import { c } from '../../adapters/graphql/c.ts';" }).length, 2, 'breaks two rules');
  assert.equal(check({ 'src/application/work/m.ts': "import { App } from '../../ui/app.tsx';" }), ['src/application/work/m.ts -> ../../ui/app.tsx']);
  assert.equal(check({ 'src/application/work/m.ts': "import { useState } from 'react';" }), ['src/application/work/m.ts -> react']);
  assert.equal(check({ 'src/application/work/m.ts': "import { signal } from '@preact/signals-core';\nimport { x } from '../../domain/work/x.ts';" }), []);
});

layers('only src/main.tsx imports adapters', () => {
  assert.equal(check({ 'src/ui/screens/work/s.tsx': "import { c } from '../../../adapters/graphql/c.ts';" }), ['src/ui/screens/work/s.tsx -> ../../../adapters/graphql/c.ts']);
  assert.equal(check({ 'src/main.tsx': "import { c } from './adapters/graphql/c.ts';" }), []);
  assert.equal(check({ 'src/main-support.tsx': "import { c } from './adapters/graphql/c.ts';" }), [], 'a page built as an entry of its own has its root');
  assert.equal(check({ 'src/mainframe.tsx': "import { c } from './adapters/graphql/c.ts';" }).length, 1, 'only main.tsx and main-<page>.tsx');
  assert.equal(check({ 'src/adapters/pow/p.ts': "import { c } from '../graphql/c.ts';" }), [], 'adapters may use each other');
});

layers('adapters take ports and errors from the application, nothing else', () => {
  assert.equal(check({ 'src/adapters/a.ts': "import { P } from '../application/support/p.port.ts';\nimport { E } from '../application/shared/errors.ts';" }), []);
  assert.equal(check({ 'src/adapters/a.ts': "import { m } from '../application/support/support-case-model.ts';" }), ['src/adapters/a.ts -> ../application/support/support-case-model.ts']);
});

layers('the local server shares the domain only', () => {
  assert.equal(check({ 'mock-server/work/s.ts': "import { v } from '../../src/domain/validation/validate.ts';" }), []);
  assert.equal(check({ 'mock-server/work/s.ts': "import { m } from '../../src/application/shared/errors.ts';" }), ['mock-server/work/s.ts -> ../../src/application/shared/errors.ts']);
});

layers('the project itself passes', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  assert.equal(checkLayers(projectFiles(root)), []);
});

layers.run();

const areas = suite('the area check');

const rules = (files: Record<string, string>) => checkLayers(new Map(Object.entries(files))).map((v) => v.rule);

areas('every layer names its rooms the same way', () => {
  assert.is(roomOf('src/domain/support/issue.ts'), 'support');
  assert.is(roomOf('src/application/support/support-case-model.ts'), 'support');
  assert.is(roomOf('src/ui/screens/support/reply-form.tsx'), 'support');
  assert.is(roomOf('mock-server/support/support.ts'), 'support');
  assert.is(roomOf('src/ui/components/spinner.tsx'), 'shared', "the UI's components are its shared room");
  assert.is(roomOf('src/ui/app.tsx'), 'root');
  assert.is(roomOf('mock-server/main.ts'), 'root');
  assert.is(roomOf('src/adapters/graphql/graphql-client.ts'), null, 'adapters stay grouped by technology');
});

areas('nothing in support imports demo, in any layer', () => {
  assert.equal(check({ 'src/domain/support/a.ts': "import { d } from '../demo/demo.ts';" }), ['src/domain/support/a.ts -> ../demo/demo.ts']);
  assert.equal(check({ 'src/application/support/a.ts': "import { d } from '../demo/demo-model.ts';" }), ['src/application/support/a.ts -> ../demo/demo-model.ts']);
  assert.equal(check({ 'src/ui/screens/support/a.tsx': "import { d } from '../../../domain/demo/demo.ts';" }), ['src/ui/screens/support/a.tsx -> ../../../domain/demo/demo.ts'], 'across layers too');
  assert.equal(check({ 'mock-server/support/a.ts': "import { d } from '../demo/demos.ts';" }), ['mock-server/support/a.ts -> ../demo/demos.ts']);
  assert.match(rules({ 'src/domain/support/a.ts': "import { d } from '../demo/demo.ts';" })[0]!, /support may import the kernels and store, accounts, work, not demo/);
});

areas('every area may use the kernels; the kernels use no area', () => {
  assert.equal(check({ 'src/domain/demo/a.ts': "import { r } from '../shared/result.ts';\nimport { v } from '../validation/validate.ts';" }), []);
  assert.equal(check({ 'src/domain/shared/a.ts': "import { w } from '../work/work.ts';" }), ['src/domain/shared/a.ts -> ../work/work.ts']);
  assert.equal(check({ 'src/ui/components/a.tsx': "import { m } from '../../application/support/support-widget-model.ts';" }).length, 1, "the UI's shared room knows no area");
});

areas('an area may use the named files of another, and nothing else of it', () => {
  assert.equal(check({ 'src/ui/screens/work/week.tsx': "import { w } from '../../../domain/time/my-week.ts';" }), [], "the dashboard's week");
  assert.equal(check({ 'src/ui/screens/work/week.tsx': "import { b } from '../../../domain/time/blackout.ts';" }).length, 1);
  assert.equal(check({ 'src/domain/validation/a.ts': "import { w } from '../time/work-week.ts';\nimport { i } from '../support/issue.ts';" }), []);
  assert.equal(check({ 'src/domain/validation/a.ts': "import { w } from '../work/work.ts';" }).length, 1);
});

areas('no area imports the shell; the shell and the roots import every area', () => {
  assert.match(rules({ 'src/application/work/a.ts': "import { w } from '../shell/work-area.ts';" })[0]!, /no area imports the shell/);
  assert.equal(check({ 'src/application/shell/a.ts': "import { d } from '../demo/demo-model.ts';\nimport { s } from '../support/support-case.ts';" }), []);
  assert.equal(check({ 'src/ui/app.tsx': "import { d } from './screens/demo/demo-screens.tsx';" }), []);
  assert.equal(check({ 'src/ui/screens/work/a.tsx': "import { c } from '../../app-context.tsx';" }), [], 'screens read the contexts the shell provides');
  assert.equal(check({ 'src/ui/screens/work/a.tsx': "import { a } from '../../app.tsx';" }).length, 1, 'but not the app itself');
});

areas('every file sits in a known room', () => {
  assert.match(rules({ 'src/domain/x.ts': '' })[0]!, /no file is left flat/);
  assert.match(rules({ 'src/application/x.ts': '' })[0]!, /no file is left flat/);
  assert.match(rules({ 'src/domain/billing/x.ts': '' })[0]!, /'billing' is not a room of the area table/);
  assert.ok(Object.values(AREA_RULES).every((rule) => rule.why.length > 0), 'every rule says why');
});

areas('an import cycle is refused, type imports included', () => {
  assert.equal(cycles(new Map([['src/domain/work/a.ts', "import { b } from './b.ts';"], ['src/domain/work/b.ts', "import type { A } from './a.ts';"]])).length, 1);
  assert.equal(cycles(new Map([['src/domain/work/a.ts', "import { a } from './a.ts';"]])).length, 1, 'a file importing itself');
  const chain = new Map([['src/domain/work/a.ts', "import './b.ts';"], ['src/domain/work/b.ts', "import './c.ts';"], ['src/domain/work/c.ts', '']]);
  assert.equal(cycles(chain), [], 'a chain is not a cycle');
  const long = new Map(Array.from({ length: 20_000 }, (_, i) => [`src/domain/work/f${i}.ts`, `import './f${(i + 1) % 20_000}.ts';`] as [string, string]));
  assert.match(cycles(long)[0]!.rule, /an import cycle of 20000 files/, 'found without overflowing the stack');
});

areas.run();

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

summary('splits the browser files into lanes of about the same weight, every file once', () => {
  const seconds: Record<string, number> = { a: 43, b: 43, c: 33, d: 24, e: 10, f: 8, g: 7 };
  const lanes = lanesOf(Object.keys(seconds), (file) => seconds[file]!, 2);
  assert.equal(lanes.flat().sort(), Object.keys(seconds));
  const loads = lanes.map((lane) => lane.reduce((sum, file) => sum + seconds[file]!, 0));
  assert.equal(loads, [84, 84]);
  assert.equal(lanes, [['a', 'c', 'f'], ['b', 'd', 'e', 'g']], 'each lane keeps the files in their order');
  assert.equal(lanesOf(['x'], () => 1, 2), [['x']], 'no empty lane');
});

summary.run();
