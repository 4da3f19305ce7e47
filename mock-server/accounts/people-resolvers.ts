/**
 * The one Role, User and Organization of the schema, whichever query or payload reached them: their
 * parents are the stored records (StoredMembership, StoredUser, StoredOrganization), and who may
 * read a field is decided here, field by field, never by a narrower copy of the type.
 *
 * - A role's email: the person, or an accepted member of its organization.
 * - A role's preferences and pinned projects, a user's preferences: the person only.
 * - A user's email: the user, or an accepted member of an organization the user has a role in.
 * - An organization's preferences, onboarding status and schedule status: its accepted members.
 *
 * Every path to these types is already scoped (a session, an organization header); these rules
 * hold even if a new path forgets to be.
 */
import { userError } from '../shared/errors.ts';
import type { RequestContext, ResolverMap } from '../shared/request-context.ts';
import { sameEmail, type StoredMembership, type StoredOrganization, type StoredUser } from '../store/account-store.ts';
import { DEFAULT_WORK_WEEK } from '../../src/domain/time/work-week.ts';
import { pinnedProjects } from '../work/projects.ts';

/** The colours of notes, by note colour (§3 role preferences). */
export const NOTE_COLORS = { YELLOW: '#fef3c7', BLUE: '#dbeafe', PURPLE: '#ede9fe', GREEN: '#dcfce7', PINK: '#fce7f3', ORANGE: '#ffedd5' };

/** What a field the caller may not read answers. */
export const NOT_YOURS_MESSAGE = 'Only the person themselves can read this';
export const MEMBERS_ONLY_MESSAGE = "Only the organization's members can read this";

/** Someone invited who has no account yet: the user a role's `user` stands for. */
interface StandInUser {
  readonly id: string;
  readonly email: string;
  readonly status: 'INVITED';
  readonly favoriteOrganizations: readonly string[];
  readonly lastOrganizationId: null;
}

type UserParent = StoredUser | StandInUser;

/** The organizations the caller is an accepted member of (computed once per request, again after a membership changes). */
const memberships = new WeakMap<RequestContext, { readonly revision: number; readonly ids: Promise<ReadonlySet<string>> }>();
function memberOf(context: RequestContext): Promise<ReadonlySet<string>> {
  const { user, store } = context;
  const revision = store.accounts.membershipRevision();
  const known = memberships.get(context);
  if (known && known.revision === revision) return known.ids;
  const ids = user
    ? store.accounts.membershipsOf(user.id, user.email).then((roles) => new Set(roles.filter((m) => m.status === 'ACCEPTED' && m.userId === user.id).map((m) => m.organizationId)))
    : Promise.resolve(new Set<string>());
  memberships.set(context, { revision, ids });
  return ids;
}

/** Whether the caller is the person a role is for (their own role, or an invitation to their address). */
function isOwnRole(context: RequestContext, role: StoredMembership): boolean {
  const { user } = context;
  if (!user) return false;
  return role.userId === user.id || (role.userId === null && user.status !== 'UNCONFIRMED' && sameEmail(role.email, user.email));
}

const isMember = async (context: RequestContext, organizationId: string) => (await memberOf(context)).has(organizationId);

function ownOnly<T>(allowed: boolean, value: () => T): T {
  if (!allowed) throw userError(NOT_YOURS_MESSAGE, 'FORBIDDEN');
  return value();
}

function membersOnly<T>(allowed: boolean, value: () => T): T {
  if (!allowed) throw userError(MEMBERS_ONLY_MESSAGE, 'FORBIDDEN');
  return value();
}

/** The user a role belongs to: their account, or a stand-in while the invitee has none. */
async function userOfRole(context: RequestContext, role: StoredMembership): Promise<UserParent> {
  const user = role.userId ? await context.store.accounts.userById(role.userId) : undefined;
  return user ?? { id: `invited:${role.id}`, email: role.email, status: 'INVITED', favoriteOrganizations: [], lastOrganizationId: null };
}

export const peopleResolvers: ResolverMap = {
  Role: {
    email: async (parent, _args, context) => {
      const role = parent as StoredMembership;
      return membersOnly(isOwnRole(context, role) || (await isMember(context, role.organizationId)), () => role.email);
    },
    timeZone: (parent) => (parent as StoredMembership).timeZone ?? null,
    avatarUrl: (parent) => (parent as StoredMembership).avatarUrl ?? null,
    coverUrl: (parent) => (parent as StoredMembership).coverUrl ?? null,
    description: (parent) => (parent as StoredMembership).description ?? null,
    workWeek: (parent) => (parent as StoredMembership).workWeek ?? DEFAULT_WORK_WEEK,
    user: (parent, _args, context) => userOfRole(context, parent as StoredMembership),
    organization: async (parent, _args, context) => (await context.store.accounts.organization((parent as StoredMembership).organizationId))!,
    preferences: async (parent, _args, context) => {
      const role = parent as StoredMembership;
      const organization = isOwnRole(context, role) && role.showOnboarding === undefined ? await context.store.accounts.organization(role.organizationId) : undefined;
      return ownOnly(isOwnRole(context, role), () => ({
        showOnboarding: role.showOnboarding ?? organization?.showOnboarding ?? true,
        recentlyVisited: role.recentlyVisited ?? [],
        lastVisitedAt: role.lastVisitedAt ?? null,
        noteColors: NOTE_COLORS,
      }));
    },
    pinnedProjects: async (parent, _args, context) => {
      const role = parent as StoredMembership;
      const own = isOwnRole(context, role);
      const work = own ? await context.store.work.ready(role.organizationId) : null;
      return ownOnly(own, () => pinnedProjects(work!, role.id));
    },
  },
  User: {
    email: async (parent, _args, context) => {
      const user = parent as UserParent;
      // The user themselves, or the confirmed owner of the address an invitation stands in for.
      const viewer = context.user;
      const self = viewer !== null && (viewer.id === user.id || (user.status === 'INVITED' && viewer.status !== 'UNCONFIRMED' && sameEmail(viewer.email, user.email)));
      const sharesAnOrganization = async () => {
        const theirs =
          user.status === 'INVITED' && user.id.startsWith('invited:')
            ? [(await context.store.accounts.membership(user.id.slice('invited:'.length)))?.organizationId]
            : (await context.store.accounts.membershipsOf(user.id, user.email)).map((m) => m.organizationId);
        const mine = await memberOf(context);
        return theirs.some((id) => id !== undefined && mine.has(id));
      };
      return membersOnly(self || (await sharesAnOrganization()), () => user.email);
    },
    preferences: (parent, _args, context) => {
      const user = parent as UserParent;
      return ownOnly(context.user?.id === user.id, () => ({ favoriteOrganizations: user.favoriteOrganizations, lastOrganizationId: user.lastOrganizationId }));
    },
  },
  Organization: {
    status: () => 'READY',
    scheduleStatus: async (parent, _args, context) => {
      const organization = parent as StoredOrganization;
      return (await isMember(context, organization.id)) ? (await context.store.work.ready(organization.id)).projection.status : null;
    },
    preferences: async (parent, _args, context) => {
      const organization = parent as StoredOrganization;
      return membersOnly(await isMember(context, organization.id), () => ({ showOnboarding: organization.showOnboarding }));
    },
    address: async (parent, _args, context) => {
      const organization = parent as StoredOrganization;
      return membersOnly(await isMember(context, organization.id), () => organization.address ?? null);
    },
    timeZone: async (parent, _args, context) => {
      const organization = parent as StoredOrganization;
      return membersOnly(await isMember(context, organization.id), () => organization.timeZone ?? null);
    },
    onboardingStatus: async (parent, _args, context) => {
      const organization = parent as StoredOrganization;
      const member = await isMember(context, organization.id);
      const members = member ? await context.store.accounts.membershipsIn(organization.id) : [];
      const work = member ? await context.store.work.ready(organization.id) : null;
      return membersOnly(member, () => {
        if (!work) throw new Error('unreachable: members only');
        return { invite: members.length > 1, product: work.products.size > 0, ticket: work.tickets.size > 0 };
      });
    },
  },
};
