/** Project paths: /dependency/launch-2-0/launch-quality, ids, look-alike names. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { projectPaths, projectSlug, resolveProjectPath } from '../../../src/domain/work/project-paths.ts';

const p = (id: string, name: string, parentId: string | null = null) => ({ id, name, parentId });
const projects = [p('1', 'Launch 2.0'), p('2', 'Launch quality', '1'), p('3', 'Café Déjà vu'), p('4', 'Design', '1'), p('10', 'design', '1'), p('11', '🚀'), p('12', 'Launch quality', '3')];

const paths = suite('project paths');

paths('a name becomes lower case letters and digits joined by dashes', () => {
  assert.is(projectSlug('Launch 2.0'), 'launch-2-0');
  assert.is(projectSlug('  Café  Déjà vu! '), 'cafe-deja-vu');
  assert.is(projectSlug('🚀'), '');
});

paths('a path is the chain of names from the top; look-alike siblings and empty names carry their id', () => {
  const all = projectPaths(projects);
  assert.is(all.get('2'), 'launch-2-0/launch-quality');
  assert.is(all.get('4'), 'launch-2-0/design');
  assert.is(all.get('10'), 'launch-2-0/design~10');
  assert.is(all.get('11'), '~11');
  assert.is(all.get('12'), 'cafe-deja-vu/launch-quality', 'the same name under another parent needs no id');
});

paths('a path names its project, in any case; a lone id names it too', () => {
  assert.equal(resolveProjectPath(projects, 'launch-2-0/launch-quality'), { status: 'found', projectId: '2', path: 'launch-2-0/launch-quality' });
  assert.equal(resolveProjectPath(projects, 'Launch-2-0/Design~10/'), { status: 'found', projectId: '10', path: 'launch-2-0/design~10' });
  assert.equal(resolveProjectPath(projects, '12'), { status: 'found', projectId: '12', path: 'cafe-deja-vu/launch-quality' });
});

paths('a path that names nothing is unknown; no path is the whole organization', () => {
  assert.equal(resolveProjectPath(projects, 'launch-2-0/nothing'), { status: 'unknown', path: 'launch-2-0/nothing' });
  assert.equal(resolveProjectPath(projects, 'launch-quality'), { status: 'unknown', path: 'launch-quality' }, 'a sub-project is named from the top');
  assert.is(resolveProjectPath(projects, ''), null);
  assert.is(resolveProjectPath(projects, '/'), null);
});

paths('a parent loop in bad data does not hang', () => {
  const looped = projectPaths([p('1', 'A', '2'), p('2', 'B', '1')]);
  assert.is(looped.size, 2);
});

paths.run();
