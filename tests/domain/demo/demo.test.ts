import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DEMO_NOT_FOUND,
  demoView,
  describeConfigErrors,
  initialState,
  parseDemoConfig,
  roleBadge,
  shouldPoll,
  transition,
  type DemoConfig,
  type DemoRequest,
  type State,
} from '../../../src/domain/demo/demo.ts';

const config: DemoConfig = {
  password: 'demo-password-123',
  roles: [
    { email: 'maya@demo.test', name: 'Maya Chen', avatarUrl: 'https://cdn.test/maya.png', title: 'Lead', status: 'ACCEPTED', type: 'OWNER' },
    { email: 'leo@demo.test', name: 'Leo Park', avatarUrl: null, title: null, status: 'INVITED', type: 'MEMBER' },
  ],
};

function request(status: string, configText: string | null = null): DemoRequest {
  return { id: 'd1', email: 'visitor@example.test', status, config: configText };
}

const queuedRequest = request('QUEUED');
const processingRequest = request('PROCESSING');
const readyRequest = request('READY', JSON.stringify(config));
const failedRequest = request('FAILED');
const otherRequest = request('PAUSED');

const queued: State = { status: 'QUEUED', request: queuedRequest };
const processing: State = { status: 'PROCESSING', request: processingRequest };
const ready: State = { status: 'READY', request: readyRequest, config };
const failed: State = { status: 'FAILED', request: failedRequest };
const other: State = { status: 'other', request: otherRequest };
const error: State = { status: 'error', message: 'Status Refresh Failed' };

// ---------------------------------------------------------------------------------------------

const whenLoading = suite('demo: when loading');

whenLoading('the screen starts loading, shows loading... and polls', () => {
  assert.equal(initialState, { status: 'loading' });
  assert.equal(demoView(initialState), { kind: 'loading', text: 'loading...' });
  assert.is(shouldPoll(initialState), true);
});

whenLoading('each status the server answers is shown', () => {
  assert.equal(transition(initialState, { type: 'loaded', request: queuedRequest }), queued);
  assert.equal(transition(initialState, { type: 'loaded', request: processingRequest }), processing);
  assert.equal(transition(initialState, { type: 'loaded', request: readyRequest }), ready);
  assert.equal(transition(initialState, { type: 'loaded', request: failedRequest }), failed);
});

whenLoading('an unknown status is kept raw', () => {
  assert.equal(transition(initialState, { type: 'loaded', request: otherRequest }), other);
});

whenLoading('a request the server does not know is an error', () => {
  assert.equal(transition(initialState, { type: 'loaded', request: null }), { status: 'error', message: DEMO_NOT_FOUND });
});

whenLoading('a ready demo with an unreadable config is an error', () => {
  assert.equal(transition(initialState, { type: 'loaded', request: request('READY', '{oops') }), {
    status: 'error',
    message: 'Demo config: config is not valid JSON',
  });
});

whenLoading('a failed load shows the error view', () => {
  assert.equal(transition(initialState, { type: 'loadFailed', message: 'Status Refresh Failed' }), error);
});

whenLoading('reloading while loading changes nothing', () => {
  assert.is(transition(initialState, { type: 'reload' }), initialState);
});

whenLoading.run();

// ---------------------------------------------------------------------------------------------

const whenQueued = suite('demo: when queued');

whenQueued("the button says 'Looking for Worker...' and polling goes on", () => {
  assert.equal(demoView(queued), { kind: 'waiting', text: 'Looking for Worker...' });
  assert.is(shouldPoll(queued), true);
});

whenQueued('the build starting moves it to processing', () => {
  assert.equal(transition(queued, { type: 'loaded', request: processingRequest }), processing);
});

whenQueued('a fresher queued answer replaces the request', () => {
  const fresher = { ...queuedRequest, email: 'other@example.test' };
  assert.equal(transition(queued, { type: 'loaded', request: fresher }), { status: 'QUEUED', request: fresher });
});

whenQueued('a failed refresh stops polling on the error view', () => {
  assert.equal(transition(queued, { type: 'loadFailed', message: 'Status Refresh Failed' }), error);
});

whenQueued('reload changes nothing', () => {
  assert.is(transition(queued, { type: 'reload' }), queued);
});

whenQueued.run();

// ---------------------------------------------------------------------------------------------

const whenProcessing = suite('demo: when processing');

whenProcessing("the button says 'Building the Demo...' and polling goes on", () => {
  assert.equal(demoView(processing), { kind: 'waiting', text: 'Building the Demo...' });
  assert.is(shouldPoll(processing), true);
});

whenProcessing('a ready answer shows the roles', () => {
  assert.equal(transition(processing, { type: 'loaded', request: readyRequest }), ready);
});

whenProcessing('a failed build shows the retry advice', () => {
  assert.equal(transition(processing, { type: 'loaded', request: failedRequest }), failed);
});

whenProcessing('a stale queued answer never moves it back', () => {
  assert.is(transition(processing, { type: 'loaded', request: queuedRequest }), processing);
});

whenProcessing('a raw status is shown as it comes', () => {
  assert.equal(transition(processing, { type: 'loaded', request: otherRequest }), other);
});

whenProcessing('a failed refresh stops polling on the error view', () => {
  assert.equal(transition(processing, { type: 'loadFailed', message: 'Status Refresh Failed' }), error);
});

whenProcessing.run();

// ---------------------------------------------------------------------------------------------

const whenReady = suite('demo: when ready');

whenReady('the screen offers the roles and polling stops', () => {
  assert.equal(demoView(ready), { kind: 'ready', title: 'Your demo instance is ready!', prompt: 'Select your role:', roles: config.roles });
  assert.is(shouldPoll(ready), false);
});

whenReady('a late answer changes nothing', () => {
  assert.is(transition(ready, { type: 'loaded', request: processingRequest }), ready);
});

whenReady('a late failure changes nothing', () => {
  assert.is(transition(ready, { type: 'loadFailed', message: 'x' }), ready);
});

whenReady('reload changes nothing', () => {
  assert.is(transition(ready, { type: 'reload' }), ready);
});

whenReady.run();

// ---------------------------------------------------------------------------------------------

const whenFailed = suite('demo: when the build failed');

whenFailed('the raw status and the retry advice show, and polling stops', () => {
  assert.equal(demoView(failed), { kind: 'retry', text: 'status: FAILED', advice: 'Try again in 10 minutes' });
  assert.is(shouldPoll(failed), false);
});

whenFailed('a late answer changes nothing', () => {
  assert.is(transition(failed, { type: 'loaded', request: readyRequest }), failed);
});

whenFailed('a late failure changes nothing', () => {
  assert.is(transition(failed, { type: 'loadFailed', message: 'x' }), failed);
});

whenFailed('reload changes nothing', () => {
  assert.is(transition(failed, { type: 'reload' }), failed);
});

whenFailed.run();

// ---------------------------------------------------------------------------------------------

const whenOther = suite('demo: when the status is unknown');

whenOther('the raw status and the retry advice show, and polling goes on', () => {
  assert.equal(demoView(other), { kind: 'retry', text: 'status: PAUSED', advice: 'Try again in 10 minutes' });
  assert.is(shouldPoll(other), true);
});

whenOther('any later answer is taken, a known status included', () => {
  assert.equal(transition(other, { type: 'loaded', request: queuedRequest }), queued);
});

whenOther('a failed refresh stops polling on the error view', () => {
  assert.equal(transition(other, { type: 'loadFailed', message: 'Status Refresh Failed' }), error);
});

whenOther('reload changes nothing', () => {
  assert.is(transition(other, { type: 'reload' }), other);
});

whenOther.run();

// ---------------------------------------------------------------------------------------------

const whenError = suite('demo: on a load error');

whenError('the generic error view shows and polling stops', () => {
  assert.equal(demoView(error), { kind: 'error', message: 'Status Refresh Failed' });
  assert.is(shouldPoll(error), false);
});

whenError('a late answer changes nothing', () => {
  assert.is(transition(error, { type: 'loaded', request: readyRequest }), error);
});

whenError('a second failure changes nothing', () => {
  assert.is(transition(error, { type: 'loadFailed', message: 'x' }), error);
});

whenError('reload starts loading again', () => {
  assert.equal(transition(error, { type: 'reload' }), initialState);
});

whenError.run();

// ---------------------------------------------------------------------------------------------

const parsing = suite('demo: reading the config');

parsing('a good config gives the password and the roles; unknown keys are ignored', () => {
  const text = JSON.stringify({ ...config, extra: 1, roles: [{ ...config.roles[0], extra: true }, config.roles[1]] });
  assert.equal(parseDemoConfig(text), { ok: true, value: config });
});

parsing('missing optional role fields are null', () => {
  assert.equal(parseDemoConfig('{"password":"p","roles":[{"email":"a@demo.test","name":"A"}]}'), {
    ok: true,
    value: { password: 'p', roles: [{ email: 'a@demo.test', name: 'A', avatarUrl: null, title: null, status: null, type: null }] },
  });
});

parsing('no config is an error', () => {
  assert.equal(parseDemoConfig(null), { ok: false, errors: [{ field: 'config', message: 'is missing' }] });
  assert.equal(parseDemoConfig('  '), { ok: false, errors: [{ field: 'config', message: 'is missing' }] });
});

parsing('bad JSON is an error value, never a throw', () => {
  assert.equal(parseDemoConfig('{"password":'), { ok: false, errors: [{ field: 'config', message: 'is not valid JSON' }] });
});

parsing('JSON that is not an object is an error', () => {
  for (const text of ['[]', '"text"', '42', 'null']) {
    assert.equal(parseDemoConfig(text), { ok: false, errors: [{ field: 'config', message: 'must be an object' }] }, text);
  }
});

parsing('every wrong field is named', () => {
  const text = JSON.stringify({ password: 7, roles: [null, { email: '', name: 'B', title: 3, avatarUrl: false, status: {}, type: [] }] });
  assert.equal(parseDemoConfig(text), {
    ok: false,
    errors: [
      { field: 'password', message: 'is required' },
      { field: 'roles[0]', message: 'must be an object' },
      { field: 'roles[1].email', message: 'is required' },
      { field: 'roles[1].avatarUrl', message: 'must be text' },
      { field: 'roles[1].title', message: 'must be text' },
      { field: 'roles[1].status', message: 'must be text' },
      { field: 'roles[1].type', message: 'must be text' },
    ],
  });
});

parsing('roles that are not a list are an error', () => {
  assert.equal(parseDemoConfig('{"password":"p","roles":{}}'), { ok: false, errors: [{ field: 'roles', message: 'must be a list' }] });
});

parsing('the errors read as one line', () => {
  assert.is(
    describeConfigErrors([
      { field: 'password', message: 'is required' },
      { field: 'roles', message: 'must be a list' },
    ]),
    'Demo config: password is required; roles must be a list',
  );
});

parsing.run();

// ---------------------------------------------------------------------------------------------

const badge = suite('demo: the role badge');

badge("an invited role shows 'Invited' in yellow", () => {
  assert.equal(roleBadge({ status: 'INVITED', type: 'MEMBER' }), { text: 'Invited', color: 'yellow' });
  assert.equal(roleBadge({ status: 'invited', type: 'ADMIN' }), { text: 'Invited', color: 'yellow' });
});

badge('any other role shows its capitalised type in blue', () => {
  assert.equal(roleBadge({ status: 'ACCEPTED', type: 'OWNER' }), { text: 'Owner', color: 'blue' });
  assert.equal(roleBadge({ status: 'ACCEPTED', type: 'visitor' }), { text: 'Visitor', color: 'blue' });
});

badge('a role without a status or a type has no badge', () => {
  assert.is(roleBadge({ status: null, type: 'OWNER' }), null);
  assert.is(roleBadge({ status: 'INVITED', type: null }), null);
  assert.is(roleBadge({ status: '', type: 'OWNER' }), null);
  assert.is(roleBadge({}), null);
});

badge.run();
