/** A GraphQL request sent from a page as the app sends it (its cookies and the organization header), for setting up and reading back. */
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';

/** The request's data; a GraphQL error fails the test. */
export async function graphql(page: Page, orgId: string, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const answer = await page.evaluate(
    async ([org, q, v]) => {
      const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', organization: org }, body: JSON.stringify({ query: q, variables: v }) });
      return response.json();
    },
    [orgId, query, variables] as const,
  );
  assert.is(answer.errors, undefined, JSON.stringify(answer.errors));
  return answer.data as Record<string, any>;
}
