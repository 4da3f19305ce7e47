/** /admin/billing on the server: owners see the plan, the seats and no invoices; nobody else does. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { world } from './work-helpers.ts';

const BILLING = '{ billing { plan { name pricePerSeat currency description } seats { type count } billedSeats invoices { id } } }';

const billing = suite('billing');

billing('an owner reads the free beta plan, the accepted members by type (visitors free) and no invoices', async () => {
  const { owner } = await world();
  const answer = (await owner.ok(BILLING)).billing;
  assert.equal([answer.plan.name, answer.plan.pricePerSeat, answer.plan.currency], ['Beta', 0, 'EUR']);
  // The world: an owner, an admin, a member and a visitor in A.
  assert.equal(answer.seats, [
    { type: 'OWNER', count: 1 },
    { type: 'ADMIN', count: 1 },
    { type: 'MEMBER', count: 1 },
    { type: 'VISITOR', count: 1 },
  ]);
  assert.is(answer.billedSeats, 3);
  assert.equal(answer.invoices, []);
});

billing('administrators, members, visitors and other organizations are refused', async () => {
  const { admin, member, visitor, outsider, a } = await world();
  for (const caller of [admin, member, visitor]) {
    const refused = await caller.try(BILLING);
    assert.equal([refused.code, refused.message], ['FORBIDDEN', 'Only owners can see billing']);
  }
  assert.ok((await outsider.in(a.id).try(BILLING)).code, "another organization's owner gets nothing");
  assert.is((await outsider.in(a.id).try(BILLING)).data, null);
});

billing.run();
