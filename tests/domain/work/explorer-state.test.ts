import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initialState, isProjectOpen, stateFromStored, transition, type State } from '../../../src/domain/work/explorer-state.ts';

const opened: State = { showArchivedProjects: true, openedProjects: ['p1', 'p2'] };

// ---------------------------------------------------------------------------------------------

const atFirst = suite('explorer tree: at first');

atFirst('archived projects are hidden and no project is opened', () => {
  assert.equal(initialState, { showArchivedProjects: false, openedProjects: [] });
  assert.not.ok(isProjectOpen(initialState, 'p1'));
});

atFirst('toggleArchivedProjects shows archived projects', () => {
  assert.is(transition(initialState, { type: 'toggleArchivedProjects' }).showArchivedProjects, true);
});

atFirst('setShowArchivedProjects to true shows archived projects', () => {
  assert.equal(transition(initialState, { type: 'setShowArchivedProjects', show: true }), { showArchivedProjects: true, openedProjects: [] });
});

atFirst('setShowArchivedProjects to false returns the same state', () => {
  assert.is(transition(initialState, { type: 'setShowArchivedProjects', show: false }), initialState);
});

atFirst('openProject opens it', () => {
  const next = transition(initialState, { type: 'openProject', projectId: 'p1' });
  assert.equal(next.openedProjects, ['p1']);
  assert.ok(isProjectOpen(next, 'p1'));
});

atFirst('closeProject returns the same state', () => {
  assert.is(transition(initialState, { type: 'closeProject', projectId: 'p1' }), initialState);
});

atFirst('toggleProject opens it', () => {
  assert.equal(transition(initialState, { type: 'toggleProject', projectId: 'p1' }).openedProjects, ['p1']);
});

atFirst.run();

// ---------------------------------------------------------------------------------------------

const whenOpened = suite('explorer tree: when projects are opened and archived ones shown');

whenOpened('toggleArchivedProjects hides archived projects and keeps the opened ones', () => {
  assert.equal(transition(opened, { type: 'toggleArchivedProjects' }), { showArchivedProjects: false, openedProjects: ['p1', 'p2'] });
});

whenOpened('setShowArchivedProjects to true returns the same state', () => {
  assert.is(transition(opened, { type: 'setShowArchivedProjects', show: true }), opened);
});

whenOpened('setShowArchivedProjects to false hides archived projects', () => {
  assert.is(transition(opened, { type: 'setShowArchivedProjects', show: false }).showArchivedProjects, false);
});

whenOpened('openProject of another project appends it', () => {
  assert.equal(transition(opened, { type: 'openProject', projectId: 'p3' }).openedProjects, ['p1', 'p2', 'p3']);
});

whenOpened('openProject of an opened project returns the same state: the list stays unique', () => {
  assert.is(transition(opened, { type: 'openProject', projectId: 'p2' }), opened);
});

whenOpened('closeProject closes that project only', () => {
  assert.equal(transition(opened, { type: 'closeProject', projectId: 'p1' }).openedProjects, ['p2']);
  assert.equal(opened.openedProjects, ['p1', 'p2'], 'the previous state is not mutated');
});

whenOpened('toggleProject closes an opened project', () => {
  assert.equal(transition(opened, { type: 'toggleProject', projectId: 'p2' }).openedProjects, ['p1']);
});

whenOpened.run();

const stored = suite('explorer tree: read back from the device');

stored('a stored state reads back as it was, duplicates dropped', () => {
  const text = JSON.stringify({ showArchivedProjects: true, openedProjects: ['p1', 'p2', 'p1'] });
  assert.equal(stateFromStored(text), { showArchivedProjects: true, openedProjects: ['p1', 'p2'] });
});

stored('nothing stored, broken text or another shape starts afresh', () => {
  for (const text of [null, '{', '"text"', 'null', '{"showArchivedProjects":"yes","openedProjects":[]}', '{"showArchivedProjects":false,"openedProjects":[1]}', '{"showArchivedProjects":false}']) {
    assert.is(stateFromStored(text), null, String(text));
  }
});

stored.run();
