/** Browser-test helpers for the lists read by Load more: many tickets at once, and a next page held back. */
import type { Page } from 'playwright-core';
import { graphql } from './page-graphql.ts';

/**
 * Creates tickets with these titles in one import; `scheduled`: each state assigned to the caller
 * and estimated, and the tickets put on the schedule (the projection then runs on the server).
 */
export async function manyTickets(page: Page, orgId: string, titles: readonly string[], { scheduled = false } = {}): Promise<void> {
  let extra = {};
  if (scheduled) {
    const { me, workflows } = await graphql(page, orgId, '{ me { role { name } } workflows { isDefault states { id } } }');
    const states = (workflows as { isDefault: boolean; states: unknown[] }[]).find((workflow) => workflow.isDefault)!.states.length;
    extra = { assignees: Array(states).fill(me.role.name).join(';'), estimates: Array(states).fill('1/2/4').join(';') };
  }
  const { importTickets } = await graphql(page, orgId, 'mutation ($input: ImportTicketsInput!) { importTickets(input: $input) { tickets { id } } }', {
    input: { rows: titles.map((title) => ({ title, ...extra })) },
  });
  if (!scheduled) return;
  const ticketIds = (importTickets.tickets as { id: string }[]).map((ticket) => ticket.id);
  await graphql(page, orgId, 'mutation ($input: ApplyBulkTicketActionInput!) { applyBulkTicketAction(input: $input) { updated { id } } }', { input: { action: 'SCHEDULE_TICKETS', ticketIds } });
}

/**
 * Holds back the answers of the next GraphQL request that reads a next page (its `after` is set)
 * until `release` is called: the state while Load more loads can be looked at.
 */
export async function holdNextPage(page: Page): Promise<{ readonly held: Promise<void>; readonly release: () => Promise<void> }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heard: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    heard = resolve;
  });
  let done = false;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (done || !/"after":"[^"]+"/.test(body)) return route.fallback();
    done = true;
    heard();
    await released;
    await route.fallback();
  });
  return {
    held,
    release: async () => {
      release();
      await page.unroute('**/graphql');
    },
  };
}

/** What has the keyboard focus, said briefly: BODY when nothing has it. */
export const focusedElement = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return `${active.tagName}${active.getAttribute('aria-disabled') === 'true' ? '[aria-disabled]' : ''}: ${(active.textContent ?? '').trim().slice(0, 60)}`;
  });
