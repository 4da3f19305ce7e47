import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initialState, transition, type State } from '../../../src/domain/accounts/email-confirmation.ts';

const sending: State = { status: 'sending' };
const sent: State = { status: 'sent' };

// ---------------------------------------------------------------------------------------------

const whenRequest = suite('email confirmation: on the request view');

whenRequest('the screen starts on the request view', () => {
  assert.equal(initialState, { status: 'request' });
});

whenRequest('requesting a second email starts sending', () => {
  assert.equal(transition(initialState, { type: 'sendStarted' }), sending);
});

whenRequest('a success without a request in flight changes nothing', () => {
  assert.is(transition(initialState, { type: 'sendSucceeded' }), initialState);
});

whenRequest('a failure without a request in flight changes nothing', () => {
  assert.is(transition(initialState, { type: 'sendFailed' }), initialState);
});

whenRequest.run();

// ---------------------------------------------------------------------------------------------

const whenSending = suite('email confirmation: while sending');

whenSending('a second request while one is in flight is refused', () => {
  assert.is(transition(sending, { type: 'sendStarted' }), sending);
});

whenSending("a success shows the 'Email Validation Sent' view", () => {
  assert.equal(transition(sending, { type: 'sendSucceeded' }), sent);
});

whenSending('a failure returns to the request view', () => {
  assert.equal(transition(sending, { type: 'sendFailed' }), initialState);
});

whenSending.run();

// ---------------------------------------------------------------------------------------------

const whenSent = suite('email confirmation: once sent');

whenSent('the sent view stays: no new request', () => {
  assert.is(transition(sent, { type: 'sendStarted' }), sent);
});

whenSent('a late success changes nothing', () => {
  assert.is(transition(sent, { type: 'sendSucceeded' }), sent);
});

whenSent('a late failure changes nothing', () => {
  assert.is(transition(sent, { type: 'sendFailed' }), sent);
});

whenSent.run();
