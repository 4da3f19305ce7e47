import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createFormModel } from '../../../src/application/shared/form-model.ts';
import { validateRegister } from '../../../src/domain/validation/validate-sign-in.ts';

const form = suite('a form model');

form('submit answers the valid value, trimmed by the schema', () => {
  const model = createFormModel(validateRegister, ['email', 'password'], { email: ' ana@example.com ', password: 'long enough pw' });
  assert.equal(model.submit(), { email: 'ana@example.com', password: 'long enough pw' });
  assert.is(model.firstInvalid.value, null);
});

form('a failed submit shows the errors and says where to focus; typing fixes them live', () => {
  const model = createFormModel(validateRegister, ['email', 'password'], { email: 'ana@example.com', password: 'short' });
  assert.is(model.submit(), null);
  assert.is(model.firstInvalid.value, 'password');
  assert.is(model.state.value.errors['password'], 'The password needs at least 12 characters');
  model.change('password', 'now it is long enough');
  assert.equal(model.state.value.errors, {});
});

form('a server refusal shows under its field until reset', () => {
  const model = createFormModel(validateRegister, ['email', 'password'], { email: 'ana@example.com', password: 'long enough pw' });
  model.refuse('email', 'An account with this email address already exists. Sign in instead.');
  assert.is(model.firstInvalid.value, 'email');
  model.reset({ email: 'bo@example.com' });
  assert.equal(model.state.value.values, { email: 'bo@example.com' });
  assert.equal(model.state.value.errors, {});
  model.reset();
  assert.equal(model.state.value.values, {});
});

form.run();
