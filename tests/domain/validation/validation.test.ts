import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Validated } from '../../../src/domain/shared/result.ts';
import { validateClientReply, validateClientResolve, validateIssuePayload, validateSupportInbound } from '../../../src/domain/validation/validate.ts';

/** The messages of a refusal, by field; fails the test if the value was accepted. */
function errorsOf<T>(result: Validated<T>): Record<string, string> {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  return Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

// ---------------------------------------------------------------------------------------------

const reply = suite('validation: validateClientReply');

reply('a message of 2048 characters is accepted', () => {
  const message = 'm'.repeat(2048);
  assert.equal(validateClientReply({ message }), { ok: true, value: { message } });
});

reply('a message of 2049 characters is refused with a message on the field', () => {
  const errors = errorsOf(validateClientReply({ message: 'm'.repeat(2049) }));
  assert.equal(Object.keys(errors), ['message']);
  assert.match(errors['message'] ?? '', /2048/);
});

reply('an image URL of 512 characters is accepted', () => {
  const imageUrl = 'https://files.test/' + 'a'.repeat(512 - 'https://files.test/'.length);
  assert.is(imageUrl.length, 512);
  assert.equal(validateClientReply({ imageUrl }), { ok: true, value: { imageUrl } });
});

reply('an image URL of 513 characters is refused with a message on the field', () => {
  const errors = errorsOf(validateClientReply({ imageUrl: 'a'.repeat(513) }));
  assert.equal(Object.keys(errors), ['imageUrl']);
  assert.match(errors['imageUrl'] ?? '', /512/);
});

reply('a message and an image together are allowed', () => {
  assert.equal(validateClientReply({ message: 'see picture', imageUrl: 'https://files.test/a.png' }), {
    ok: true,
    value: { message: 'see picture', imageUrl: 'https://files.test/a.png' },
  });
});

reply('unknown fields are refused and named', () => {
  const errors = errorsOf(validateClientReply({ message: 'hi', status: 'RESOLVED' }));
  assert.ok('status' in errors, JSON.stringify(errors));
});

reply('neither message nor image is refused with the specified message', () => {
  assert.equal(Object.values(errorsOf(validateClientReply({}))), ['message or image url is required']);
});

reply('a message of only white space counts as no message', () => {
  const blank = validateClientReply({ message: ' \n\t ' });
  assert.not.ok(blank.ok);
  assert.equal(blank, validateClientReply({}), 'refused exactly as if there were no message');
});

reply('white space next to an image is simply dropped', () => {
  assert.equal(validateClientReply({ message: '   ', imageUrl: 'https://files.test/a.png' }), {
    ok: true,
    value: { imageUrl: 'https://files.test/a.png' },
  });
});

reply('null fields count as absent', () => {
  assert.equal(validateClientReply({ message: 'hi', imageUrl: null }), { ok: true, value: { message: 'hi' } });
});

reply('a message that is not text is refused', () => {
  assert.equal(Object.keys(errorsOf(validateClientReply({ message: 42 }))), ['message']);
});

reply('the input object is not changed', () => {
  const input = { message: '  ', imageUrl: 'https://files.test/a.png' };
  validateClientReply(input);
  assert.equal(input, { message: '  ', imageUrl: 'https://files.test/a.png' });
});

reply.run();

// ---------------------------------------------------------------------------------------------

const resolve = suite('validation: validateClientResolve');

resolve('status RESOLVED is accepted', () => {
  assert.equal(validateClientResolve({ status: 'RESOLVED' }), { ok: true, value: { status: 'RESOLVED' } });
});

resolve('any other status is refused', () => {
  for (const status of ['NEW', 'PROCESSING', 'resolved', null]) {
    const errors = errorsOf(validateClientResolve({ status }));
    assert.equal(Object.keys(errors), ['status'], String(status));
  }
});

resolve('a status change carrying a message or an image is refused', () => {
  assert.ok('message' in errorsOf(validateClientResolve({ status: 'RESOLVED', message: 'thanks' })));
  assert.ok('imageUrl' in errorsOf(validateClientResolve({ status: 'RESOLVED', imageUrl: 'https://files.test/a.png' })));
});

resolve('a missing status is refused', () => {
  assert.not.ok(validateClientResolve({}).ok);
});

resolve.run();

// ---------------------------------------------------------------------------------------------

const inbound = suite('validation: validateSupportInbound');

inbound('an email longer than 254 characters is refused without the pattern running on it (issue 16)', () => {
  const checked = validateSupportInbound({ email: `a@${'a'.repeat(40_000)}`, name: 'Ana', description: 'Help' });
  assert.is(checked.ok, false);
  assert.is(validateSupportInbound({ email: 'ana@example..test', name: 'Ana', description: 'Help' }).ok, false);
  assert.is(validateSupportInbound({ email: 'ana@mail.example.test', name: 'Ana', description: 'Help' }).ok, true);
});
const email = { email: 'casey@example.test', name: 'Casey', description: 'The export button does nothing.' };

inbound('a well-formed email opens a case', () => {
  assert.equal(validateSupportInbound(email), { ok: true, value: email });
});

inbound('an invalid email address is refused', () => {
  for (const address of ['casey', 'casey@example', 'ca sey@example.test', '@example.test']) {
    assert.equal(errorsOf(validateSupportInbound({ ...email, email: address })), { email: 'A valid email is required' }, address);
  }
});

inbound('an empty name or description is refused with its own message', () => {
  assert.equal(errorsOf(validateSupportInbound({ ...email, name: '' })), { name: 'A name is required' });
  assert.equal(errorsOf(validateSupportInbound({ ...email, description: '' })), { description: 'A description is required' });
});

inbound('a missing field is refused with its message', () => {
  const { description: _dropped, ...withoutDescription } = email;
  assert.equal(Object.values(errorsOf(validateSupportInbound(withoutDescription))), ['A description is required']);
});

inbound('a name over 128 characters is refused; 128 is fine', () => {
  assert.ok(validateSupportInbound({ ...email, name: 'n'.repeat(128) }).ok);
  assert.ok('name' in errorsOf(validateSupportInbound({ ...email, name: 'n'.repeat(129) })));
});

inbound('unknown fields are refused', () => {
  assert.equal(errorsOf(validateSupportInbound({ ...email, priority: 'high' })), { priority: 'Unknown field' });
});

inbound('something that is not an object is refused', () => {
  assert.not.ok(validateSupportInbound(null).ok);
  assert.not.ok(validateSupportInbound('casey@example.test').ok);
});

inbound.run();

// ---------------------------------------------------------------------------------------------

const payload = suite('validation: validateIssuePayload');

function wellFormedIssue(): Record<string, unknown> {
  return {
    id: 'issue-1',
    localId: 7,
    email: 'casey@example.test',
    name: 'Casey',
    description: 'The export button does nothing.',
    createdAt: '2024-03-01T10:00:00.000Z',
    status: 'PROCESSING',
    issueActions: [
      { id: 'a-1', title: null, body: 'Hello', category: 'CLIENT_MESSAGE', createdAt: '2024-03-01T11:00:00.000Z', author: null },
      {
        id: 'a-2',
        title: null,
        body: 'Hi',
        category: 'SUPPORT_MESSAGE',
        createdAt: '2024-03-01T12:00:00.000Z',
        author: { id: 'agent-1', name: 'Ada', avatarUrl: null },
      },
    ],
  };
}

payload('a well-formed issue is accepted as it is', () => {
  const input = wellFormedIssue();
  const result = validateIssuePayload(input);
  assert.ok(result.ok);
  assert.is(result.ok ? result.value : null, input);
});

payload('an unknown status is refused on the status field', () => {
  assert.ok('status' in errorsOf(validateIssuePayload({ ...wellFormedIssue(), status: 'OPEN' })));
});

payload('each required field is needed', () => {
  for (const field of ['id', 'localId', 'email', 'name', 'description', 'createdAt', 'status', 'issueActions']) {
    const { [field]: _dropped, ...rest } = wellFormedIssue();
    assert.not.ok(validateIssuePayload(rest).ok, `without ${field}`);
  }
});

payload('a localId that is not an integer is refused', () => {
  assert.ok('localId' in errorsOf(validateIssuePayload({ ...wellFormedIssue(), localId: '7' })));
  assert.ok('localId' in errorsOf(validateIssuePayload({ ...wellFormedIssue(), localId: 7.5 })));
});

payload('an action with an unknown category is refused on issueActions', () => {
  const issue = wellFormedIssue();
  const actions = [{ id: 'a-1', title: null, body: 'x', category: 'CLIENT_SHOUT', createdAt: '2024-03-01T11:00:00.000Z', author: null }];
  assert.ok('issueActions' in errorsOf(validateIssuePayload({ ...issue, issueActions: actions })));
});

payload('an action author without a name is refused', () => {
  const actions = [{ id: 'a-1', title: null, body: 'x', category: 'SUPPORT_MESSAGE', createdAt: '2024-03-01T11:00:00.000Z', author: { id: 'agent-1' } }];
  assert.not.ok(validateIssuePayload({ ...wellFormedIssue(), issueActions: actions }).ok);
});

payload.run();
