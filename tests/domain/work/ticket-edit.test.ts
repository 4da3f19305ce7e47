import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { editedTicketId, initialState, transition, type State } from '../../../src/domain/work/ticket-edit.ts';

const editingT1: State = { status: 'shown', ticketId: 't1' };

// ---------------------------------------------------------------------------------------------

const whenHidden = suite('ticket edit modal: when hidden');

whenHidden('the modal starts hidden with no ticket', () => {
  assert.equal(initialState, { status: 'hidden' });
  assert.is(editedTicketId(initialState), null);
});

whenHidden('show opens the modal on that ticket', () => {
  const next = transition(initialState, { type: 'show', ticketId: 't1' });
  assert.equal(next, editingT1);
  assert.is(editedTicketId(next), 't1');
});

whenHidden('hide returns the same state', () => {
  assert.is(transition(initialState, { type: 'hide' }), initialState);
});

whenHidden.run();

// ---------------------------------------------------------------------------------------------

const whenShown = suite('ticket edit modal: when shown');

whenShown('show of another ticket switches to it', () => {
  assert.equal(transition(editingT1, { type: 'show', ticketId: 't2' }), { status: 'shown', ticketId: 't2' });
});

whenShown('show of the ticket already shown returns the same state', () => {
  assert.is(transition(editingT1, { type: 'show', ticketId: 't1' }), editingT1);
});

whenShown('hide closes the modal and forgets the ticket', () => {
  const next = transition(editingT1, { type: 'hide' });
  assert.equal(next, { status: 'hidden' });
  assert.is(editedTicketId(next), null);
});

whenShown.run();
