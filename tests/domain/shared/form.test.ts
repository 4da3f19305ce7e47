import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { firstInvalidField, initialForm, isValid, transition } from '../../../src/domain/shared/form.ts';
import { validateLogin } from '../../../src/domain/validation/validate-sign-in.ts';

const validate = (values: Readonly<Record<string, string>>) => validateLogin(values);

const untouched = suite('when the form was never submitted');

untouched('typing changes the value without judging it', () => {
  const next = transition(initialForm({ email: '', password: '' }), { type: 'changed', field: 'email', value: 'not an email' }, validate);
  assert.is(next.values['email'], 'not an email');
  assert.equal(next.errors, {});
});

untouched('submitting checks every field and names the first invalid one', () => {
  const next = transition(initialForm({ email: 'nope', password: '' }), { type: 'submitted' }, validate);
  assert.is(next.submitted, true);
  assert.ok(next.errors['email']);
  assert.ok(next.errors['password']);
  assert.is(firstInvalidField(next, ['email', 'password']), 'email');
  assert.is(isValid(next), false);
});

untouched('typing the same value again changes nothing', () => {
  const form = initialForm({ email: 'a' });
  assert.is(transition(form, { type: 'changed', field: 'email', value: 'a' }, validate), form);
});

untouched.run();

const submitted = suite('when the form was submitted');

submitted('every change is checked again, and a fixed field loses its error', () => {
  let form = transition(initialForm({ email: 'nope', password: 'x' }), { type: 'submitted' }, validate);
  assert.ok(form.errors['email']);
  form = transition(form, { type: 'changed', field: 'email', value: 'ana@example.com' }, validate);
  assert.equal(form.errors, {});
  assert.is(isValid(form), true);
  form = transition(form, { type: 'changed', field: 'password', value: '' }, validate);
  assert.ok(form.errors['password'], 'emptied again: the error comes back');
  assert.is(firstInvalidField(form, ['email', 'password']), 'password');
});

submitted('a refusal from the server goes under its field', () => {
  const form = transition(initialForm({ email: 'ana@example.com', password: 'x' }), { type: 'refused', field: 'password', message: 'Wrong email or password' }, validate);
  assert.is(form.errors['password'], 'Wrong email or password');
});

submitted('reset starts again from the given values', () => {
  const form = transition(transition(initialForm({ email: 'x' }), { type: 'submitted' }, validate), { type: 'reset', values: { email: 'b' } }, validate);
  assert.equal(form, initialForm({ email: 'b' }));
  assert.equal(transition(form, { type: 'reset' }, validate), initialForm());
});

submitted('a field outside the display order is still found when it is the only one in error', () => {
  const form = transition(initialForm(), { type: 'refused', field: 'form', message: 'Try again' }, validate);
  assert.is(firstInvalidField(form, ['email', 'password']), 'form');
  assert.is(firstInvalidField(initialForm(), ['email']), null);
});

submitted.run();
