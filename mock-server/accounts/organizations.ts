/**
 * Organizations and memberships on the server: who a user is in which organization (`me`), the
 * roles they hold, accepting or declining invitations, creating an organization, inviting people.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { FEATURE_FLAG_DEFAULTS } from '../../src/domain/shared/constants.ts';
import { isKnownTimeZone } from '../../src/domain/shared/dates.ts';
import { isAdministrator } from '../../src/domain/accounts/session.ts';
import { UNKNOWN_TIME_ZONE } from '../../src/domain/validation/validate-accounts.ts';
import { validateCreateOrganization, validateInvite } from '../../src/domain/validation/validate-membership.ts';
import { validateProfile } from '../../src/domain/validation/validate-profile.ts';
import { sameEmail, type StoredMembership, type StoredOrganization, type StoredUser } from '../store/account-store.ts';
import { invalid, iso, userError } from '../shared/errors.ts';
import type { Store } from '../store/store.ts';
import { isUniqueViolation } from '../store/database.ts';
import { addProject, FIRST_PROJECT_NAME } from '../work/projects.ts';
import { addStandardWorkflow } from '../work/workflows.ts';
import { uploadKeyOf } from '../../src/domain/shared/uploaded-image.ts';
import { checkVisitedPath, FAVORITE_ORGANIZATIONS_MAX, withFavorite, withVisit } from '../../src/domain/accounts/visits.ts';
import { validateOrganizationSettings } from '../../src/domain/accounts/organization-settings.ts';

export interface OrganizationsDeps {
  readonly store: Store;
  readonly now: () => number;
}

/** Organizations are for confirmed accounts: the email address must be known to be theirs. */
function requireConfirmed(user: StoredUser): void {
  if (user.status === 'UNCONFIRMED') throw userError('Confirm your email address first: the link is in your inbox', 'FORBIDDEN');
}

/** The organization operations over the store. */
export function createOrganizations({ store, now }: OrganizationsDeps) {
  const accounts = store.accounts;
    /** The accepted membership a user is working in: the requested organization, else their last one, else any. */
  async function currentMembership(user: StoredUser, requestedOrganizationId: number | null): Promise<StoredMembership | null> {
    const accepted = (await accounts.membershipsOf(user.id, user.email)).filter((m) => m.status === 'ACCEPTED' && m.userId === user.id);
    const byId = (id: string | null) => accepted.find((m) => m.organizationId === id) ?? null;
    return byId(requestedOrganizationId === null ? null : String(requestedOrganizationId)) ?? byId(user.lastOrganizationId) ?? accepted[0] ?? null;
  }

  async function mine(user: StoredUser, roleId: string): Promise<StoredMembership> {
    const membership = await accounts.membership(roleId);
    const owns = membership && (membership.userId === user.id || (membership.userId === null && sameEmail(membership.email, user.email)));
    if (!membership || !owns) throw userError('This invitation does not exist', 'NOT_FOUND');
    return membership;
  }

  return {
    /**
     * §3 Me for a user (null: signed out), in the organization the request names when they belong
     * to it: the stored records, whose fields the Role, User and Organization resolvers read.
     */
    async me(user: StoredUser | null, requestedOrganizationId: number | null) {
      if (!user) return { status: null, user: null, organization: null, role: null, featureFlag: FEATURE_FLAG_DEFAULTS };
      const membership = await currentMembership(user, requestedOrganizationId);
      const organization = membership ? (await accounts.organization(membership.organizationId))! : null;
      return { status: membership ? 'LINKED' : 'USER', user, organization, role: membership, featureFlag: flagsOf(organization) };
    },

    /** §3 Login result: linked with the organization to open, or user-only. */
    async loginResult(user: StoredUser) {
      const membership = await currentMembership(user, null);
      return {
        status: membership ? 'LINKED' : 'USER',
        organization: membership ? (await accounts.organization(membership.organizationId))! : null,
        user,
        role: membership,
      };
    },

    /**
     * Every membership of a user, invitations to their email included once the address is
     * confirmed: an unconfirmed account may be someone else's address, and sees none of them.
     */
    async myRoles(user: StoredUser) {
      const roles = await accounts.membershipsOf(user.id, user.email);
      return user.status === 'UNCONFIRMED' ? roles.filter((role) => role.userId === user.id) : roles;
    },

    /** Accepts an invitation (Invited only), recording the person's time zone. */
    async acceptRole(user: StoredUser, roleId: string, timeZone: string) {
      requireConfirmed(user);
      const membership = await mine(user, roleId);
      if (membership.status !== 'INVITED') throw userError('Only a pending invitation can be accepted', 'BAD_USER_INPUT');
      if (typeof timeZone !== 'string' || timeZone.trim() === '' || timeZone.length > 128) throw userError('A time zone is required', 'BAD_USER_INPUT', { field: 'timeZone' });
      if (!isKnownTimeZone(timeZone)) throw userError(UNKNOWN_TIME_ZONE, 'BAD_USER_INPUT', { field: 'timeZone' });
      const accepted: StoredMembership = { ...membership, status: 'ACCEPTED', userId: user.id, timeZone };
      await accounts.putMembership(accepted);
      await accounts.putUser({ ...user, lastOrganizationId: accepted.organizationId });
      return { role: accepted, user: (await accounts.userById(user.id))!, organization: (await accounts.organization(accepted.organizationId))! };
    },

    /** Declines an invitation (Invited only); the person cannot be invited to that organization again. */
    async rejectRole(user: StoredUser, roleId: string): Promise<boolean> {
      requireConfirmed(user);
      const membership = await mine(user, roleId);
      if (membership.status !== 'INVITED') throw userError('Only a pending invitation can be declined', 'BAD_USER_INPUT');
      await accounts.putMembership({ ...membership, status: 'REJECTED', userId: user.id });
      return true;
    },

    /** Creates an organization, its creator's OWNER role, a first project and the default workflow. */
    async createOrganization(user: StoredUser, input: Readonly<Record<string, unknown>>) {
      requireConfirmed(user);
      const checked = validateCreateOrganization(input);
      if (!checked.ok) throw invalid(checked.errors);
      const { name, userName, timeZone } = checked.value;
      const organization = { id: await accounts.nextId('organization'), name, createdAt: iso(now()), showOnboarding: true, timeZone };
      await accounts.putOrganization(organization);
      const owner: StoredMembership = {
        id: await accounts.nextId('membership'),
        email: user.email,
        userId: user.id,
        organizationId: organization.id,
        type: 'OWNER',
        status: 'ACCEPTED',
        name: userName,
        title: null,
        timeZone,
        createdAt: iso(now()),
      };
      await accounts.putMembership(owner);
      const work = await store.work.ready(organization.id);
      const project = addProject(store.work, work, { name: FIRST_PROJECT_NAME, parentId: null, ownerId: owner.id, createdAt: iso(now()) });
      addStandardWorkflow(store.work, work, iso(now()));
      await accounts.putUser({ ...user, lastOrganizationId: organization.id });
      return { organization, project };
    },

    /** Saves the caller's profile in the organization the request names (the role type is not theirs to change). */
    async updateProfile(user: StoredUser, organizationId: number | null, input: Readonly<Record<string, unknown>>) {
      const membership = await currentMembership(user, organizationId);
      if (!membership || organizationId === null || membership.organizationId !== String(organizationId)) throw userError('This organization does not exist', 'NOT_FOUND');
      const checked = validateProfile({ ...input, type: membership.type });
      if (!checked.ok) throw invalid(checked.errors);
      const profile = checked.value;
      const avatarUrl = profile.avatarUrl ?? null;
      const coverUrl = profile.coverUrl ?? null;
      // An avatar or cover is an image this member uploaded for their profile (or the one they already have).
      for (const [field, url, current] of [['avatarUrl', avatarUrl, membership.avatarUrl], ['coverUrl', coverUrl, membership.coverUrl]] as const) {
        if (url === null || url === current) continue;
        const key = uploadKeyOf(url);
        const upload = key === null ? undefined : await store.upload(key);
        if (!upload || upload.roleId !== membership.id) throw userError('That image was not uploaded for your profile', 'BAD_USER_INPUT', { field });
      }
      const shown = new Set([avatarUrl, coverUrl].flatMap((url) => (url === null ? [] : [uploadKeyOf(url)])));
      for (const key of shown) if (key !== null) await store.attachUpload(key);
      // The images this profile no longer shows are removed.
      for (const upload of await store.uploadsOf({ roleId: membership.id })) if (upload.attached && !shown.has(upload.key)) await store.removeUpload(upload.key);
      await accounts.putMembership({
        ...membership,
        name: profile.name,
        title: profile.title ?? null,
        timeZone: profile.timeZone || membership.timeZone,
        description: profile.description ?? null,
        avatarUrl,
        coverUrl,
        ...(profile.workWeek ? { workWeek: profile.workWeek } : {}),
      });
      return { me: await this.me((await accounts.userById(user.id))!, organizationId) };
    },

    /**
     * Saves the settings of the organization the request names (issue 18): its name, postal
     * address and time zone, checked like on the page (§5, a country and state of the lists, a
     * known time zone). Owners and administrators only.
     */
    async updateOrganization(user: StoredUser, organizationId: number | null, input: Readonly<Record<string, unknown>>) {
      const membership = await currentMembership(user, organizationId);
      if (!membership || organizationId === null || membership.organizationId !== String(organizationId)) throw userError('This organization does not exist', 'NOT_FOUND');
      if (!isAdministrator(membership.type)) throw userError("Only owners and administrators can change the organization's settings", 'FORBIDDEN');
      const checked = validateOrganizationSettings(input);
      if (!checked.ok) throw invalid(checked.errors);
      const { name, address1, address2, city, state, zipcode, country, timeZone } = checked.value;
      const organization = (await accounts.organization(membership.organizationId))!;
      const saved = { ...organization, name, address: { address1, address2: address2 ?? null, city, state, zipcode, country }, timeZone };
      await accounts.putOrganization(saved);
      return { organization: saved };
    },

    /** Saves the caller's own preferences in the organization the request names (VISITORs too: they are theirs). */
    async updateRolePreferences(user: StoredUser, organizationId: number | null, input: Readonly<Record<string, unknown>>) {
      const membership = await currentMembership(user, organizationId);
      if (!membership || organizationId === null || membership.organizationId !== String(organizationId)) throw userError('This organization does not exist', 'NOT_FOUND');
      const show = input['showOnboarding'];
      if (show !== undefined && show !== null && typeof show !== 'boolean') throw userError('showOnboarding must be true or false', 'BAD_USER_INPUT', { field: 'showOnboarding' });
      if (typeof show === 'boolean') await accounts.putMembership({ ...membership, showOnboarding: show });
      return { me: await this.me((await accounts.userById(user.id))!, organizationId) };
    },

    /**
     * Records that the caller opened a page of the organization (visitors too: it is theirs): the
     * page goes first in the role's recentlyVisited, and the organization becomes their last one.
     */
    async recordVisit(user: StoredUser, organizationId: number | null, input: Readonly<Record<string, unknown>>) {
      const membership = await currentMembership(user, organizationId);
      if (!membership || organizationId === null || membership.organizationId !== String(organizationId)) throw userError('This organization does not exist', 'NOT_FOUND');
      const checked = checkVisitedPath(input['path'], membership.organizationId);
      if (!checked.ok) throw invalid(checked.errors);
      const recentlyVisited = withVisit(membership.recentlyVisited ?? [], checked.value);
      await accounts.putMembership({ ...membership, recentlyVisited, lastVisitedAt: iso(now()) });
      if (user.lastOrganizationId !== membership.organizationId) await accounts.putUser({ ...user, lastOrganizationId: membership.organizationId });
      return { recentlyVisited };
    },

    /** Marks an organization the caller holds an accepted role in as a favourite, or unmarks it. */
    async setFavoriteOrganization(user: StoredUser, input: Readonly<Record<string, unknown>>) {
      const organizationId = input['organizationId'];
      const favorite = input['favorite'];
      if (typeof favorite !== 'boolean') throw userError('favorite must be true or false', 'BAD_USER_INPUT', { field: 'favorite' });
      const accepted = (await accounts.membershipsOf(user.id, user.email)).filter((m) => m.status === 'ACCEPTED' && m.userId === user.id);
      // Unmarking works for an organization left since; marking needs a role in it.
      const known = typeof organizationId === 'string' && (accepted.some((m) => m.organizationId === organizationId) || (!favorite && user.favoriteOrganizations.includes(organizationId)));
      if (!known) throw userError('This organization does not exist', 'NOT_FOUND', { field: 'organizationId' });
      const favoriteOrganizations = withFavorite(user.favoriteOrganizations, organizationId, favorite);
      if (favoriteOrganizations.length > FAVORITE_ORGANIZATIONS_MAX) throw userError(`You can keep at most ${FAVORITE_ORGANIZATIONS_MAX} favourite organizations`, 'BAD_USER_INPUT', { field: 'organizationId' });
      await accounts.putUser({ ...user, favoriteOrganizations });
      return { preferences: { favoriteOrganizations, lastOrganizationId: user.lastOrganizationId } };
    },

    /** Invites a person by email (ADMIN and OWNER only); they are emailed a link. */
    async invite(inviter: StoredUser, organizationId: number | null, input: Readonly<Record<string, unknown>>, origin: string) {
      const organization = organizationId === null ? undefined : await accounts.organization(String(organizationId));
      const role = organization && (await currentMembership(inviter, organizationId));
      if (!organization || !role || role.organizationId !== organization.id) throw userError('This organization does not exist', 'NOT_FOUND');
      if (!isAdministrator(role.type)) throw userError('Only administrators can invite people', 'FORBIDDEN');
      const checked = validateInvite({ status: 'INVITED', ...input });
      if (!checked.ok) throw invalid(checked.errors);
      const email = checked.value.email;
      if (checked.value.role === 'OWNER' && role.type !== 'OWNER') throw userError('Only an owner can invite another owner', 'FORBIDDEN', { field: 'role' });
      const existing = (await accounts.membershipsIn(organization.id)).find((m) => sameEmail(m.email, email));
      if (existing?.status === 'REJECTED') throw userError('This person declined an invitation and cannot be invited again', 'BAD_USER_INPUT', { field: 'email' });
      if (existing) throw userError('This person is already a member or invited', 'BAD_USER_INPUT', { field: 'email' });
      const invitee = await accounts.userByEmail(email);
      const membership: StoredMembership = {
        id: await accounts.nextId('membership'),
        email,
        userId: invitee?.id ?? null,
        organizationId: organization.id,
        type: checked.value.role ?? 'MEMBER',
        status: 'INVITED',
        name: email.split('@')[0]!,
        title: typeof input['title'] === 'string' ? input['title'].slice(0, 128) : null,
        timeZone: null,
        createdAt: iso(now()),
        ...(invitee ? {} : { inviteSecret: randomBytes(24).toString('base64url') }),
      };
      try {
        await accounts.putMembership(membership);
      } catch (error) {
        // Invited a moment ago by another request (the organization's unique email index).
        if (isUniqueViolation(error)) throw userError('This person is already a member or invited', 'BAD_USER_INPUT', { field: 'email' });
        throw error;
      }
      const link = invitee
        ? `${origin}/auth/choose_organization`
        : `${origin}/auth/register_on_invite?email=${encodeURIComponent(email)}&invite=${membership.inviteSecret}`;
      store.deliver({
        id: randomUUID(),
        to: email,
        subject: `You are invited to join ${organization.name} on Tidemark`,
        text: `${role.name} invited you to join ${organization.name} on Tidemark.\n\n${invitee ? 'Sign in to accept or decline' : 'Create your account to accept'}:\n${link}`,
        links: [link],
        createdAt: iso(now()),
      });
      return { role: membership };
    },
  };
}

export type Organizations = ReturnType<typeof createOrganizations>;

/** An organization's feature flags: its own choices over the defaults (all off). */
export function flagsOf(organization: StoredOrganization | null | undefined): Record<keyof typeof FEATURE_FLAG_DEFAULTS, boolean> {
  return { ...FEATURE_FLAG_DEFAULTS, ...organization?.featureFlags };
}
