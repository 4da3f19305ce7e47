import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Validated } from '../../../src/domain/shared/result.ts';
import * as forms from '../../../src/domain/validation/forms.ts';
import { validateOrganizationForm } from '../../../src/domain/validation/validate-organization.ts';
import { validateDemoForm } from '../../../src/domain/validation/validate-demo.ts';
import { validateCreateOrganization, validateInvite } from '../../../src/domain/validation/validate-membership.ts';
import { validateProfile } from '../../../src/domain/validation/validate-profile.ts';
import { validateLogin, validatePasswordLost, validatePasswordReset, validateRegister, validateRegisterFromInvite } from '../../../src/domain/validation/validate-sign-in.ts';

/** A refusal's errors as 'field: message', in order; fails the test if the value was accepted. */
function said<T>(result: Validated<T>): string[] {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
}

/** Asserts a refusal with exactly this one 'field: message'. */
function refuses<T>(result: Validated<T>, error: string, note?: string): void {
  assert.equal(said(result), [error], note);
}

/** The accepted value; fails the test if it was refused. */
function valueOf<T>(result: Validated<T>): T {
  assert.ok(result.ok, `expected acceptance, got ${JSON.stringify(result)}`);
  return (result as { value: T }).value;
}

const EMAIL = 'casey@example.test';
const PASSWORD = 'p'.repeat(12);
const BAD_EMAILS = ['casey', 'casey@example', 'ca sey@example.test', '@example.test', 'casey@example..test', 'casey@.example', 'casey@example.', 'ca@sey@example.test'];
const INVALID_EMAIL = 'email: Enter a valid email address';

// ---------------------------------------------------------------------------------------------

const login = suite('form validation: login');

login('an email address and any password are accepted as they are', () => {
  assert.equal(valueOf(validateLogin({ email: EMAIL, password: ' x ' })), { email: EMAIL, password: ' x ' });
});

login('a pasted address with spaces around it is trimmed, not refused', () => {
  const checked = validateLogin({ email: `  ${EMAIL}\t`, password: PASSWORD });
  assert.ok(checked.ok);
  assert.is(checked.ok && checked.value.email, EMAIL);
});

login('a missing email or password is named by its field and label', () => {
  assert.equal(said(validateLogin({})), ['email: Email address is required', 'password: Password is required']);
});

login('empty fields count as missing, not as invalid', () => {
  assert.equal(said(validateLogin({ email: '', password: '' })), ['email: Email address is required', 'password: Password is required']);
});

login('an invalid email address is refused', () => {
  for (const email of BAD_EMAILS) refuses(validateLogin({ email, password: 'x' }), INVALID_EMAIL, email);
});

login('unknown fields are refused and each is named', () => {
  assert.equal(said(validateLogin({ email: EMAIL, password: 'x', proof: 'p', hash: 'h' })), ['proof: Unknown field', 'hash: Unknown field']);
});

login('a value that is not text is refused on its field', () => {
  refuses(validateLogin({ email: EMAIL, password: 12 }), 'password: Password must be text');
});

login('something that is not an object is refused on the form', () => {
  for (const input of [null, 'casey', 42, []]) refuses(validateLogin(input), 'form: The form data is missing', JSON.stringify(input));
});

login('errors come in the order of the form, whatever ajv reports first', () => {
  assert.equal(said(validateLogin({ extra: 1, email: 'casey' })), [INVALID_EMAIL, 'password: Password is required', 'extra: Unknown field']);
});

login('the input object is not changed', () => {
  const input = { email: EMAIL, password: 'x', extra: undefined };
  validateLogin(input);
  assert.equal(input, { email: EMAIL, password: 'x', extra: undefined });
});

login('an address longer than 254 characters is refused for its length, before any pattern runs (issue 16)', () => {
  const long = `${'a'.repeat(250)}@example.test`;
  assert.equal(said(validateLogin({ email: long, password: 'x' })), ['email: The email address can be at most 254 characters']);
  // The shape that made the old pattern backtrack quadratically: no dot after the @.
  const hostile = `a@${'a'.repeat(40_000)}`;
  assert.equal(said(validateLogin({ email: hostile, password: 'x' })), ['email: The email address can be at most 254 characters']);
  assert.equal(said(validateLogin({ email: `a@${'a'.repeat(200)}`, password: 'x' })), [INVALID_EMAIL], 'within the length, the pattern still judges');
  assert.ok(validateLogin({ email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.test`, password: 'x' }).ok, 'a long but real address');
});

login.run();

// ---------------------------------------------------------------------------------------------

const register = suite('form validation: register and register from invite');

for (const [name, validate] of [['register', validateRegister], ['registerFromInvite', validateRegisterFromInvite]] as const) {
  register(`${name}: a password of 12 characters passes, 11 do not`, () => {
    assert.equal(valueOf(validate({ email: EMAIL, password: PASSWORD })), { email: EMAIL, password: PASSWORD });
    refuses(validate({ email: EMAIL, password: 'p'.repeat(11) }), 'password: The password needs at least 12 characters');
  });

  register(`${name}: the password is not trimmed; spaces count`, () => {
    assert.is(valueOf(validate({ email: EMAIL, password: ' '.repeat(12) })).password, ' '.repeat(12));
  });

  register(`${name}: an empty password is required, not too short`, () => {
    refuses(validate({ email: EMAIL, password: '' }), 'password: Password is required');
  });

  register(`${name}: an invalid email address is refused`, () => {
    refuses(validate({ email: 'casey@example', password: PASSWORD }), INVALID_EMAIL);
  });

  register(`${name}: unknown fields are refused`, () => {
    refuses(validate({ email: EMAIL, password: PASSWORD, name: 'Casey' }), 'name: Unknown field');
  });

  register(`${name}: errors come in the order of the form`, () => {
    assert.equal(said(validate({ password: 'short', email: 'nope' })), [INVALID_EMAIL, 'password: The password needs at least 12 characters']);
  });
}

register.run();

// ---------------------------------------------------------------------------------------------

const password = suite('form validation: password lost and reset');
const reset = { email: EMAIL, secret: 's3cret', password: PASSWORD };

password('lost: a valid email address is accepted; a missing or invalid one is refused', () => {
  assert.equal(valueOf(validatePasswordLost({ email: EMAIL })), { email: EMAIL });
  refuses(validatePasswordLost({}), 'email: Email address is required');
  refuses(validatePasswordLost({ email: 'casey' }), INVALID_EMAIL);
});

password('reset: email, secret and a 12-character password are accepted', () => {
  assert.equal(valueOf(validatePasswordReset(reset)), reset);
});

password('reset: every field is required, in the order of the form', () => {
  assert.equal(said(validatePasswordReset({})), [
    'email: Email address is required', 'secret: Reset code is required', 'password: New password is required',
  ]);
});

password('reset: 11 characters of password or an invalid email address are refused', () => {
  refuses(validatePasswordReset({ ...reset, password: 'p'.repeat(11) }), 'password: The password needs at least 12 characters');
  refuses(validatePasswordReset({ ...reset, email: 'casey' }), INVALID_EMAIL);
});

password('fields the form does not have are left out of the value, not refused', () => {
  assert.equal(valueOf(validatePasswordLost({ email: EMAIL, proof: 'p' })), { email: EMAIL });
  assert.equal(valueOf(validatePasswordReset({ ...reset, hash: 'h' })), reset);
});

password.run();

// ---------------------------------------------------------------------------------------------

const organization = suite('form validation: organization form');
const address = { name: 'Acme', address1: '1 Main Street', country: 'Canada', state: 'Quebec', zipcode: 'H2X 1Y4', city: 'Montreal' };

organization('a complete address is accepted, without a second line', () => {
  assert.equal(valueOf(validateOrganizationForm(address)), address);
});

organization('text is trimmed before it is checked, and kept trimmed', () => {
  const padded = { name: '  Acme ', address1: ' 1 Main Street ', address2: ' Suite 4 ', country: ' Canada', state: 'Quebec ', city: ' Montreal ' };
  assert.equal(valueOf(validateOrganizationForm({ ...address, ...padded })), { ...address, address2: 'Suite 4' });
});

organization('the zip code is kept as typed: §5 trims the other fields only', () => {
  assert.is(valueOf(validateOrganizationForm({ ...address, zipcode: ' H2X ' })).zipcode, ' H2X ');
});

organization('an empty or blank second line becomes null; null is accepted', () => {
  for (const address2 of ['', '   ', null]) {
    assert.is(valueOf(validateOrganizationForm({ ...address, address2 })).address2, null, JSON.stringify(address2));
  }
});

organization('the name needs 2 characters after trimming; blank is required', () => {
  assert.is(valueOf(validateOrganizationForm({ ...address, name: ' AB ' })).name, 'AB');
  refuses(validateOrganizationForm({ ...address, name: ' A ' }), 'name: The organization name needs at least 2 characters');
  refuses(validateOrganizationForm({ ...address, name: '   ' }), 'name: Organization name is required');
});

organization('address lines, country, state and city: 256 characters pass, 257 do not', () => {
  const messages = {
    address1: 'The first address line can be at most 256 characters',
    address2: 'The second address line can be at most 256 characters',
    country: 'The country can be at most 256 characters',
    state: 'The state can be at most 256 characters',
    city: 'The city can be at most 256 characters',
  };
  for (const [field, message] of Object.entries(messages)) {
    assert.ok(validateOrganizationForm({ ...address, [field]: ` ${'a'.repeat(256)} ` }).ok, `${field} at 256 after trimming`);
    refuses(validateOrganizationForm({ ...address, [field]: 'a'.repeat(257) }), `${field}: ${message}`);
  }
});

organization('the zip code: 12 characters pass, 13 do not', () => {
  assert.ok(validateOrganizationForm({ ...address, zipcode: '1'.repeat(12) }).ok);
  refuses(validateOrganizationForm({ ...address, zipcode: '1'.repeat(13) }), 'zipcode: The zip code can be at most 12 characters');
});

organization('every field but the second line is required, in the order of the form', () => {
  assert.equal(said(validateOrganizationForm({ address2: 'x', city: '  ' })), [
    'name: Organization name is required', 'address1: Address line 1 is required', 'country: Country is required',
    'state: State is required', 'zipcode: Zip code is required', 'city: City is required',
  ]);
});

organization('mixed errors still follow the order of the form', () => {
  const input = { city: '', zipcode: '1'.repeat(13), name: 'A', address1: 'a'.repeat(257), country: 'x', state: 's' };
  assert.equal(said(validateOrganizationForm(input)).map((error) => error.split(':')[0]), ['name', 'address1', 'zipcode', 'city']);
});

organization('fields the form does not have are left out of the value', () => {
  assert.equal(valueOf(validateOrganizationForm({ ...address, id: 7 })), address);
});

organization.run();

// ---------------------------------------------------------------------------------------------

const create = suite('form validation: create organization');
const creation = { name: 'Acme', userName: 'Casey', timeZone: 'America/Montreal' };

create('name, user name and time zone are accepted; the name is trimmed', () => {
  assert.equal(valueOf(validateCreateOrganization({ ...creation, name: ' Acme ' })), creation);
});

create('all three are required, in the order of the form', () => {
  assert.equal(said(validateCreateOrganization({})), [
    "name: Organization's Name is required", 'userName: Your name within this organization is required', 'timeZone: Time zone is required',
  ]);
});

create('the organization name: 2 characters after trimming pass, 1 does not; 128 pass, 129 do not', () => {
  assert.ok(validateCreateOrganization({ ...creation, name: ' AB ' }).ok);
  refuses(validateCreateOrganization({ ...creation, name: ' A ' }), "name: The organization's name needs at least 2 characters");
  assert.ok(validateCreateOrganization({ ...creation, name: 'n'.repeat(128) }).ok);
  refuses(validateCreateOrganization({ ...creation, name: 'n'.repeat(129) }), "name: The organization's name can be at most 128 characters");
});

create('the user name and time zone: 128 characters pass the length rule, 129 do not; the zone must also be known', () => {
  assert.ok(validateCreateOrganization({ ...creation, userName: 'n'.repeat(128) }).ok);
  refuses(validateCreateOrganization({ ...creation, timeZone: 'z'.repeat(128) }), 'timeZone: Enter a known time zone, such as Europe/Paris');
  refuses(validateCreateOrganization({ ...creation, timeZone: 'Moon/Tranquility' }), 'timeZone: Enter a known time zone, such as Europe/Paris');
  refuses(validateCreateOrganization({ ...creation, userName: 'n'.repeat(129) }), 'userName: The name can be at most 128 characters');
  refuses(validateCreateOrganization({ ...creation, timeZone: 'z'.repeat(129) }), 'timeZone: The time zone can be at most 128 characters');
});

create('a time zone that is not text is refused', () => {
  refuses(validateCreateOrganization({ ...creation, timeZone: 5 }), 'timeZone: Time zone must be text');
});

create.run();

// ---------------------------------------------------------------------------------------------

const profile = suite('form validation: profile');
const person = { type: 'MEMBER', name: 'Casey' };

profile('a type and a name are enough; a full profile is accepted as it is', () => {
  assert.equal(valueOf(validateProfile(person)), person);
  const full = {
    title: 'Engineer', type: 'OWNER', timeZone: 'Europe/Paris', name: 'Casey', description: 'Hi',
    coverUrl: '/upload/files/profile-r1-cover.png', avatarUrl: '/upload/files/profile-r1-A_b.9.webp',
  };
  assert.equal(valueOf(validateProfile(full)), full);
});

profile('type and name are required, in the order of the form', () => {
  assert.equal(said(validateProfile({})), ['type: Role is required', 'name: User name is required']);
});

profile('the type must be one of the role types', () => {
  for (const type of forms.ROLE_TYPES) assert.ok(validateProfile({ ...person, type }).ok, type);
  refuses(validateProfile({ ...person, type: 'BOSS' }), 'type: Role must be one of ADMIN, MEMBER, OWNER, VISITOR');
});

profile('the work title is optional and nullable', () => {
  assert.is(valueOf(validateProfile({ ...person, title: null })).title, null);
});

profile('title, name and time zone: 128 characters pass, 129 do not; description: 2048 pass, 2049 do not', () => {
  const limits = {
    title: [128, 'The work title can be at most 128 characters'],
    name: [128, 'The user name can be at most 128 characters'],
    timeZone: [128, 'The time zone can be at most 128 characters'],
    description: [2048, 'The description can be at most 2048 characters'],
  } as const;
  for (const [field, [max, message]] of Object.entries(limits)) {
    // A time zone of 128 letters passes the length rule; it then fails as unknown, which is told apart.
    const atMax = validateProfile({ ...person, [field]: 'x'.repeat(max) });
    if (field === 'timeZone') refuses(atMax, 'timeZone: Enter a known time zone, such as Europe/Paris');
    else assert.ok(atMax.ok, field);
    refuses(validateProfile({ ...person, [field]: 'x'.repeat(max + 1) }), `${field}: ${message}`);
  }
});

profile('cover and avatar must be images uploaded here: another site (a tracking pixel) is refused', () => {
  const labels = { coverUrl: 'Cover image', avatarUrl: 'Avatar' };
  for (const [field, label] of Object.entries(labels)) {
    const bad = [
      'https://tracker.example/pixel.gif', 'https://tracker.example/upload/files/a.png', '//tracker.example/upload/files/a.png',
      'files.test/a.png', '/a.png', '/upload/files/', '/upload/files/../secret', '/upload/files/a b.png', '/upload/files/a.png?x=1',
      `/upload/files/${'a'.repeat(201)}`, 'javascript:alert(1)', 'data:image/png;base64,AAAA',
    ];
    for (const address of bad) refuses(validateProfile({ ...person, [field]: address }), `${field}: ${label} must be an image uploaded here`, address);
    assert.ok(validateProfile({ ...person, [field]: `/upload/files/${'a'.repeat(200)}` }).ok);
  }
});

profile('an empty or blank work title, cover or avatar address becomes null', () => {
  assert.equal(valueOf(validateProfile({ ...person, coverUrl: '', avatarUrl: '  ', title: ' ' })), { ...person, coverUrl: null, avatarUrl: null, title: null });
});

profile('the time zone must be one a clock knows; aliases such as UTC count', () => {
  for (const timeZone of ['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', ' Asia/Tokyo ']) assert.ok(validateProfile({ ...person, timeZone }).ok, timeZone);
  for (const timeZone of ['Paris', 'Europe/Atlantis', 'GMT+25']) refuses(validateProfile({ ...person, timeZone }), 'timeZone: Enter a known time zone, such as Europe/Paris', timeZone);
  // In the form's order: the time zone comes before the name.
  assert.equal(said(validateProfile({ type: 'MEMBER', timeZone: 'Paris' })), ['timeZone: Enter a known time zone, such as Europe/Paris', 'name: User name is required']);
});

profile('text is trimmed, so a blank name is still missing', () => {
  const padded = { type: 'MEMBER', name: '  Casey  ', timeZone: ' Europe/Paris ', description: ' Hi\n', avatarUrl: ' /upload/files/a.png ' };
  assert.equal(valueOf(validateProfile(padded)), { type: 'MEMBER', name: 'Casey', timeZone: 'Europe/Paris', description: 'Hi', avatarUrl: '/upload/files/a.png' });
  refuses(validateProfile({ ...person, name: '   ' }), 'name: User name is required');
});

profile('mixed errors follow the order of the form', () => {
  const input = { avatarUrl: 'nope', name: '', title: 't'.repeat(129), type: 'BOSS' };
  assert.equal(said(validateProfile(input)).map((error) => error.split(':')[0]), ['title', 'type', 'name', 'avatarUrl']);
});

profile.run();

// ---------------------------------------------------------------------------------------------

const invite = suite('form validation: invite');

invite('an email address alone, or with any invite status and role type, is accepted', () => {
  assert.equal(valueOf(validateInvite({ email: EMAIL })), { email: EMAIL });
  for (const status of forms.INVITE_STATUSES) {
    for (const role of forms.ROLE_TYPES) assert.ok(validateInvite({ email: EMAIL, status, role }).ok, `${status} ${role}`);
  }
});

invite('the email address is required and must be valid', () => {
  refuses(validateInvite({ role: 'MEMBER' }), 'email: Email address is required');
  refuses(validateInvite({ email: 'casey' }), INVALID_EMAIL);
});

invite('an unknown status or role is refused, in the order of the form', () => {
  assert.equal(said(validateInvite({ role: 'BOSS', status: 'PENDING', email: EMAIL })), [
    'status: Status must be one of ACCEPTED, DEACTIVATED, INVITED, REJECTED', 'role: Role must be one of ADMIN, MEMBER, OWNER, VISITOR',
  ]);
});

invite.run();

// ---------------------------------------------------------------------------------------------

const demo = suite('form validation: demo form');

demo('a valid email address is accepted; a missing or invalid one is refused', () => {
  assert.equal(valueOf(validateDemoForm({ email: EMAIL })), { email: EMAIL });
  refuses(validateDemoForm({}), 'email: Email address is required');
  for (const email of BAD_EMAILS) refuses(validateDemoForm({ email }), INVALID_EMAIL, email);
});

demo('unknown fields are refused', () => {
  refuses(validateDemoForm({ email: EMAIL, proof: 'p' }), 'proof: Unknown field');
});

demo.run();

// ---------------------------------------------------------------------------------------------

const metadata = suite('form validation: field metadata');
const labelled = (fields: readonly forms.FormField[]) => fields.map((field) => `${field.name}: ${field.label}`);
const everyForm: readonly (readonly [readonly forms.FormField[], (input: unknown) => Validated<unknown>])[] = [
  [forms.loginFields, validateLogin], [forms.registerFields, validateRegister], [forms.registerFromInviteFields, validateRegisterFromInvite],
  [forms.passwordLostFields, validatePasswordLost], [forms.passwordResetFields, validatePasswordReset],
  [forms.organizationFormFields, validateOrganizationForm], [forms.createOrganizationFields, validateCreateOrganization],
  [forms.profileFields, validateProfile], [forms.inviteFields, validateInvite], [forms.demoFormFields, validateDemoForm],
];

metadata('fields come in display order with their labels', () => {
  assert.equal(labelled(forms.loginFields), ['email: Email address', 'password: Password']);
  assert.equal(labelled(forms.profileFields), [
    'title: Work title', 'type: Role', 'timeZone: Time zone', 'name: User name', 'description: Description',
    'coverUrl: Cover image', 'avatarUrl: Avatar', 'workWeek: Work week',
  ]);
  assert.equal(labelled(forms.inviteFields), ['email: Email address', 'status: Status', 'role: Role']);
  assert.equal(forms.organizationFormFields.map((f) => f.name), ['name', 'address1', 'address2', 'country', 'state', 'zipcode', 'city']);
});

metadata('a field is either required (star) or optional, never both', () => {
  assert.equal(forms.organizationFormFields.filter((f) => f.optional).map((f) => f.name), ['address2']);
  assert.equal(forms.profileFields.filter((f) => f.required).map((f) => f.name), ['type', 'name']);
  for (const field of everyForm.flatMap(([fields]) => fields)) assert.is(field.required, !field.optional, field.name);
});

metadata('an empty form is refused for exactly the fields marked required, in order, by label', () => {
  for (const [fields, validate] of everyForm) {
    assert.equal(said(validate({})), fields.filter((f) => f.required).map((f) => `${f.name}: ${f.label} is required`));
  }
});

metadata.run();
