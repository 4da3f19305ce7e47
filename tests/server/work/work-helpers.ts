/**
 * Helpers for the work model tests: an organization with people of every role type (owner,
 * admin, member, visitor) and a second organization with its own owner, each person calling
 * GraphQL with an organization header; the selections the tests read back.
 */
import type { App } from '../../../mock-server/shell/app.ts';
import { Browser, firstError, follow, mailbox, organizationOf, signedUp } from '../shared/account-helpers.ts';
import { makeApp } from '../shared/helpers.ts';

export const ROLE_FIELDS = 'id name email title type status timeZone avatarUrl createdAt';
export const TICKET_FIELDS = `
  id localId title description status publication health displayState estimateRequested favorite
  createdAt scheduledAt closedAt eta dueDate
  project { id name } product { id name } workflow { id name isDefault } tags { id name color }
  owner { id name } watchers { id name }
  states { id workflowStateId name assignee { id name status } estimate { minimum likely maximum } splittable active blocked done
    notes { id type body author { id } createdAt } }
  checklist { id text done }
  comments { id body author { id name } createdAt replies { id body author { id } createdAt replies { id } } }
  waitingOn { id localId title displayState }
  blocking { id localId title displayState }
`;
export const PROJECT_FIELDS = 'id name parentId owner { id name } stage readme createdAt ticketCount';
export const WORKFLOW_FIELDS = 'id name description isDefault states { id name } ticketCount';

/** One person calling in one organization (the header is the organization's id). */
export class Caller {
  constructor(
    readonly browser: Browser,
    /** The organization header this caller sends. */
    readonly org: string,
    readonly roleId: string,
  ) {}

  /** The same person calling with another organization header. */
  in(org: string): Caller {
    return new Caller(this.browser, org, this.roleId);
  }

  /** A call that may fail: the data and the first error's message, code and field. */
  async try<T = any>(query: string, variables: Record<string, unknown> = {}) {
    const answer = await this.browser.gql<T>(query, variables, this.org);
    const error = firstError(answer);
    return { data: answer.data, errors: answer.errors, message: error.message, code: error.code, field: answer.errors?.[0]?.extensions?.['field'] };
  }

  /** A call that must succeed: its data. */
  async ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.browser.gql<T>(query, variables, this.org);
    if (answer.errors || !answer.data) throw new Error(`${query.slice(0, 80)} failed: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }

  /** Creates a ticket; answers it with TICKET_FIELDS. */
  async ticket(input: Record<string, unknown>): Promise<any> {
    const data = await this.ok(`mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ticket { ${TICKET_FIELDS} } } }`, { input });
    return data.createTicket.ticket;
  }
}

/** A person invited with a role type, registered from the invitation, confirmed and accepted. */
export async function joined(owner: Caller, email: string, type: string): Promise<Caller> {
  const invited = await owner.browser.inviteMember(owner.org, email, { role: type });
  if (invited.errors || !invited.data) throw new Error(`invite ${email} failed: ${JSON.stringify(invited.errors)}`);
  const browser = new Browser(owner.browser.app);
  const registered = await browser.registerFromInvite(email);
  if (registered.errors) throw new Error(`registerFromInvite ${email} failed: ${JSON.stringify(registered.errors)}`);
  const confirmation = (await mailbox(owner.browser.app, email)).find((mail) => mail.subject.startsWith('Confirm'));
  await browser.follow(confirmation!.links[0]!);
  const roleId = invited.data.inviteMember.role.id;
  const accepted = await browser.acceptRole(roleId, 'Europe/Paris');
  if (accepted.errors) throw new Error(`acceptRole ${email} failed: ${JSON.stringify(accepted.errors)}`);
  return new Caller(browser, owner.org, roleId);
}

/** Two organizations: A with an owner, an admin, a member and a visitor; B with its own owner. */
export interface World {
  readonly app: App;
  readonly owner: Caller;
  readonly admin: Caller;
  readonly member: Caller;
  readonly visitor: Caller;
  /** The owner of organization B (calling with B's header). */
  readonly outsider: Caller;
  readonly a: { readonly id: string; readonly projectId: string };
  readonly b: { readonly id: string; readonly projectId: string };
}

/** An owner (signed up, confirmed) with a new organization. */
export async function ownerOf(app: App, email: string, name: string): Promise<{ caller: Caller; organization: { id: string; projectId: string } }> {
  const browser = await signedUp(app, email);
  const organization = await organizationOf(browser, name, `${name} Owner`);
  const me = await browser.me(organization.id);
  return { caller: new Caller(browser, organization.id, me.role!.id), organization };
}

/** Builds the two organizations on a fresh server. */
export async function world(given?: App): Promise<World> {
  const app = given ?? (await makeApp());
  const { caller: owner, organization: a } = await ownerOf(app, 'olive@a.example', 'Acme');
  const admin = await joined(owner, 'ada@a.example', 'ADMIN');
  const member = await joined(owner, 'mo@a.example', 'MEMBER');
  const visitor = await joined(owner, 'vi@a.example', 'VISITOR');
  const { caller: outsider, organization: b } = await ownerOf(app, 'bob@b.example', 'Bravo');
  return { app, owner, admin, member, visitor, outsider, a, b };
}
