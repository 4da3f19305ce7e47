/** Dashboard browser-test data: GraphQL calls from the signed-in page, and tickets for every block. */
import type { Page } from 'playwright-core';

/** A GraphQL call from the page, in an organization (the app's own session cookie). */
export async function gql(page: Page, org: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const answer = await page.evaluate(
    async ([orgId, q, v]) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', organization: orgId }, body: JSON.stringify({ query: q, variables: v }) });
      return response.json();
    },
    [org.split('/')[2]!, query, variables] as const,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

const ESTIMATE = { minimum: 1, likely: 2, maximum: 4 };
const CREATE = 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id states { id } } } }';
const STATE = 'mutation ($input: UpdateTicketStateInput!) { updateTicketState(input: $input) { ticket { id } } }';

/** Tickets for every block: one waiting for my estimate, one ready, one scheduled and in progress, one I finished a step of. */
export async function seedTickets(page: Page, org: string): Promise<void> {
  const { me } = await gql(page, org, '{ me { role { id } } }');
  const mine = me.role.id as string;
  const ticket = async (title: string, states: (index: number) => Record<string, unknown> | null, extra: Record<string, unknown> = {}) => {
    const { ticket: created } = (await gql(page, org, CREATE, { input: { title, ...extra } })).createTicket;
    for (const [index, state] of (created.states as { id: string }[]).entries()) {
      const change = states(index);
      if (change) await gql(page, org, STATE, { input: { ticketId: created.id, stateId: state.id, ...change } });
    }
    return created.id as string;
  };
  await ticket('Estimate the landing page', (index) => (index === 0 ? { assigneeId: mine } : null));
  await ticket('Ready release notes', () => ({ assigneeId: mine, estimate: ESTIMATE }));
  const scheduled = await ticket('Ship the mobile app', () => ({ assigneeId: mine, estimate: ESTIMATE }), { dueDate: '2030-01-15T00:00:00.000Z' });
  await gql(page, org, 'mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } } }', { input: { action: 'SCHEDULE_TICKETS', ticketIds: [scheduled] } });
  await ticket('Fix the login bug', (index) => ({ assigneeId: mine, estimate: ESTIMATE, ...(index === 0 ? { done: true } : index === 1 ? { active: true } : {}) }));
}

