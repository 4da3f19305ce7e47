import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BETA_PLAN, priceText, seatsOf } from '../../../src/domain/work/billing.ts';
import { isBilling } from '../../../src/domain/work/billing-shape.ts';

const billing = suite('billing');

billing('seats: accepted members by type, every type listed; visitors are not billed; invitations do not count', () => {
  const roles = [
    { type: 'OWNER', status: 'ACCEPTED' },
    { type: 'ADMIN', status: 'ACCEPTED' },
    { type: 'MEMBER', status: 'ACCEPTED' },
    { type: 'MEMBER', status: 'ACCEPTED' },
    { type: 'MEMBER', status: 'INVITED' },
    { type: 'MEMBER', status: 'DEACTIVATED' },
    { type: 'VISITOR', status: 'ACCEPTED' },
    { type: 'VISITOR', status: 'ACCEPTED' },
  ] as const;
  assert.equal(seatsOf(roles), {
    seats: [
      { type: 'OWNER', count: 1 },
      { type: 'ADMIN', count: 1 },
      { type: 'MEMBER', count: 2 },
      { type: 'VISITOR', count: 2 },
    ],
    billedSeats: 4,
  });
  assert.equal(seatsOf([]).billedSeats, 0);
});

billing('the price reads Free for the beta plan, and per seat for a priced one', () => {
  assert.is(priceText(BETA_PLAN), 'Free');
  assert.is(priceText({ ...BETA_PLAN, pricePerSeat: 1200 }), '€12.00 a seat a month');
});

billing('an answer is checked for its shape', () => {
  const answer = { plan: BETA_PLAN, seats: [{ type: 'OWNER', count: 1 }], billedSeats: 1, invoices: [] };
  assert.ok(isBilling(answer));
  assert.ok(isBilling({ ...answer, invoices: [{ id: '1', issuedAt: '2026-11-01T00:00:00Z', amount: 0, currency: 'EUR' }] }));
  assert.not.ok(isBilling({ ...answer, billedSeats: '1' }));
  assert.not.ok(isBilling({ ...answer, plan: { ...BETA_PLAN, name: 3 } }));
  assert.not.ok(isBilling({ ...answer, invoices: [{ id: 1 }] }));
  assert.not.ok(isBilling(null));
});

billing.run();
