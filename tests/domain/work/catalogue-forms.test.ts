/** The catalogue forms' checks: the server's rules (requiredText, optionalText, WORK_LIMITS) before anything is sent. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateInviteFields, validateNamed, validateRoleFields, validateTag } from '../../../src/domain/work/catalogue-forms.ts';
import { editPath, newPath, recordPath } from '../../../src/domain/work/catalogue-paths.ts';
import { isOrgPerson, isTag, isWorkflow } from '../../../src/domain/work/catalogue-records.ts';
import { orgRoute } from '../../../src/domain/shared/org-routes.ts';

const forms = suite('catalogue forms');

forms('a name is required and trimmed; a description is optional', () => {
  assert.equal(validateNamed({ name: '  Mobile app ', description: '' }), { ok: true, value: { name: 'Mobile app', description: '' } });
  assert.equal(validateNamed({ name: '  ', description: '' }), { ok: false, errors: [{ field: 'name', message: 'Name is required' }] });
});

forms('names and descriptions have the limits of §9', () => {
  const checked = validateNamed({ name: 'n'.repeat(129), description: 'd'.repeat(2049) });
  assert.equal(checked, {
    ok: false,
    errors: [
      { field: 'name', message: 'Name must be at most 128 characters' },
      { field: 'description', message: 'Description must be at most 2048 characters' },
    ],
  });
});

forms('a tag needs a name and one of the six colours', () => {
  assert.equal(validateTag({ name: 'Bug', color: 'PINK' }), { ok: true, value: { name: 'Bug', color: 'PINK' } });
  assert.equal(validateTag({ name: '', color: null }), {
    ok: false,
    errors: [
      { field: 'name', message: 'Name is required' },
      { field: 'color', message: 'Choose a colour' },
    ],
  });
  assert.is(validateTag({ name: 'Bug', color: 'RED' as never }).ok, false);
});

forms('an invitation needs a valid address; an empty title is none', () => {
  assert.equal(validateInviteFields({ email: ' leo@example.com ', type: 'VISITOR', title: '  ' }), { ok: true, value: { email: 'leo@example.com', type: 'VISITOR', title: null } });
  const bad = validateInviteFields({ email: 'leo', type: 'MEMBER', title: 't'.repeat(129) });
  assert.equal(bad.ok ? [] : bad.errors.map((error) => error.field), ['email', 'title']);
});

forms('a person edit keeps a known type and a title of at most 128', () => {
  assert.equal(validateRoleFields({ type: 'ADMIN', title: ' Lead ' }), { ok: true, value: { type: 'ADMIN', title: 'Lead' } });
  assert.equal(validateRoleFields({ type: 'ADMIN', title: '' }), { ok: true, value: { type: 'ADMIN', title: null } });
  assert.is(validateRoleFields({ type: 'KING' as never, title: '' }).ok, false);
});

forms.run();

const paths = suite('catalogue paths (§2)');

paths('each page path reads back as the page it is', () => {
  const at = (rest: string) => orgRoute(`/org/7/${rest}`);
  assert.equal(at(recordPath('product', '5')), { page: 'catalogue', catalogue: 'product', id: '5', mode: 'view' });
  assert.equal(at(editPath('product', '5')), { page: 'catalogue', catalogue: 'product', id: '5', mode: 'edit' });
  assert.equal(at(recordPath('role', '9')), { page: 'catalogue', catalogue: 'role', id: '9', mode: 'view' });
  assert.is(recordPath('role', '9'), 'admin/role/9/');
  assert.is(recordPath('workflow', '3'), 'admin/workflow/3');
  assert.is(editPath('tag', '3'), 'admin/tag/3');
  assert.equal(at(newPath('team')), { page: 'catalogue', catalogue: 'team', id: null, mode: 'new' });
});

paths.run();

const payloads = suite('catalogue payloads');

payloads('well-formed records pass; anything off is refused', () => {
  const person = { id: '1', name: 'Ana', email: 'a@x.test', title: null, type: 'OWNER', status: 'ACCEPTED', timeZone: 'UTC', avatarUrl: null, createdAt: '2026-01-01T00:00:00Z' };
  assert.ok(isOrgPerson(person));
  assert.not.ok(isOrgPerson({ ...person, status: 'GONE' }));
  assert.ok(isTag({ id: '1', name: 'Bug', color: 'BLUE', ticketCount: 0 }));
  assert.not.ok(isTag({ id: '1', name: 'Bug', color: 'RED', ticketCount: 0 }));
  assert.ok(isWorkflow({ id: '1', name: 'W', description: '', isDefault: true, states: [{ id: '1', name: 'A' }], ticketCount: 2 }));
  assert.not.ok(isWorkflow({ id: '1', name: 'W', description: '', isDefault: 'yes', states: [], ticketCount: 2 }));
});

payloads.run();
