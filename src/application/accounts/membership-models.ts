/**
 * Models of the Select Organization screen (§2 screen 2: accepted memberships by letter, pending
 * invitations to accept or decline) and of Create (First) Organization (§2 screens 3 and 4).
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import * as Role from '../../domain/shared/role.ts';
import { onboardingWelcomePath } from '../../domain/accounts/routing.ts';
import type { CreateOrganizationForm } from '../../domain/validation/forms.ts';
import { validateCreateOrganization } from '../../domain/validation/validate-membership.ts';
import { createRequestForm, type RequestForm } from '../shared/request-form.ts';
import { describeError } from '../shared/error-text.ts';
import { acceptInvitation, createOrganization, declineInvitation, loadRoles, setFavoriteOrganization } from './memberships.ts';
import { organizationMenu, type OrganizationMenu } from '../../domain/accounts/visits.ts';
import type { SessionModel } from './session-model.ts';
import type { LocaleShape } from '../shared/locale.port.ts';
import type { CreatedOrganization, MembershipGateway } from './membership-gateway.port.ts';
import type { NavigatorShape } from '../shared/navigator.port.ts';
import type { Runner } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** The membership screens' toast texts (§8), exactly. */
export const MEMBERSHIP_TOASTS = {
  rolesFailed: 'Could not retrieve your roles',
  accepted: 'Invitation Accepted',
  acceptFailed: 'Invitation Failed',
  rejected: 'Invitation Rejected',
  rejectFailed: 'Invitation Rejection Failed',
  created: 'Organization Created',
  createFailed: 'Could not create organization',
  favoriteFailed: 'Could not update your favourite organizations',
} as const;

/** What the membership models need. */
export interface MembershipModelDeps {
  readonly runner: Runner<MembershipGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly navigator: NavigatorShape;
  readonly locale: LocaleShape;
  /** The session: the person's favourite organizations live in `me`, and marking one updates it. */
  readonly session?: Pick<SessionModel, 'me' | 'update'>;
}

/** The role list: loading, failed to load, or loaded (each membership in its machine's state). */
export type RolesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly roles: readonly Role.State[] };

/** The one invitation being answered, if any. */
export type PendingAnswer = { readonly roleId: string; readonly action: 'accepting' | 'declining' } | null;

/** The Select Organization screen. */
export interface SelectOrganizationModel {
  readonly state: ReadonlySignal<RolesState>;
  /** Accepted memberships grouped by the first letter of the organization name. */
  readonly groups: ReadonlySignal<readonly Role.LetterGroup<Role.State>[]>;
  /** Pending invitations, in the server's order. */
  readonly invited: ReadonlySignal<readonly Role.State[]>;
  /** True once loaded with no invitation and no accepted membership: the screen sends the person to create their first organization. */
  readonly mustCreateFirstOrganization: ReadonlySignal<boolean>;
  readonly pending: ReadonlySignal<PendingAnswer>;
  /** Loads the list again (ignored while a load runs); a failure keeps a list already shown. */
  readonly refresh: () => Promise<void>;
  /** Accepts with the browser's time zone, then goes to the organization's onboarding welcome page. */
  readonly accept: (roleId: string) => Promise<void>;
  /** Declines (the confirmation was asked by the screen), then refreshes the list. */
  readonly decline: (roleId: string) => Promise<void>;
  /** The organization menu: favourites first, then the organizations visited last, then the others. */
  readonly menu: ReadonlySignal<OrganizationMenu<Role.State>>;
  /** The ids of the person's favourite organizations. */
  readonly favorites: ReadonlySignal<ReadonlySet<string>>;
  /** Marks an organization as a favourite, or unmarks it (ignored while one is saved). */
  readonly toggleFavorite: (organizationId: string) => Promise<void>;
  /** The organization whose favourite mark is being saved, if any. */
  readonly savingFavorite: ReadonlySignal<string | null>;
}

const NO_ROLES: readonly Role.State[] = [];

/** Builds the Select Organization model and starts loading the roles. */
export function createSelectOrganizationModel({ runner, notify, navigator, locale, session }: MembershipModelDeps): SelectOrganizationModel {
  const state = signal<RolesState>({ status: 'loading' });
  const pending = signal<PendingAnswer>(null);
  const savingFavorite = signal<string | null>(null);
  const favoriteIds = computed(() => session?.me.value?.user.preferences.favoriteOrganizations ?? []);
  let loading = false;

  const roles = computed(() => (state.value.status === 'loaded' ? state.value.roles : NO_ROLES));

  async function refresh(): Promise<void> {
    if (loading) return;
    loading = true;
    try {
      const outcome = await runWithToasts(runner, loadRoles(), notify, { error: { title: MEMBERSHIP_TOASTS.rolesFailed } });
      if (outcome.status === 'success') state.value = { status: 'loaded', roles: outcome.value.map(Role.fromMembership) };
      else if (outcome.status === 'failure' && state.value.status !== 'loaded') state.value = { status: 'failed', message: describeError(outcome.error) };
    } finally {
      loading = false;
    }
  }

  /** The invitation with that id, when the list shows one and no other answer is running. */
  function answerable(roleId: string): Role.State | null {
    if (pending.value !== null) return null;
    return roles.value.find((role) => role.id === roleId && role.status === 'INVITED') ?? null;
  }

  function apply(roleId: string, event: Role.Event): void {
    const current = state.value;
    if (current.status !== 'loaded') return;
    state.value = { status: 'loaded', roles: current.roles.map((role) => (role.id === roleId ? Role.transition(role, event) : role)) };
  }

  async function answer(roleId: string, action: 'accepting' | 'declining', task: (role: Role.State) => Promise<void>): Promise<void> {
    const role = answerable(roleId);
    if (role === null) return;
    pending.value = { roleId, action };
    try {
      await task(role);
    } finally {
      pending.value = null;
    }
  }

  const accept = (roleId: string) =>
    answer(roleId, 'accepting', async (role) => {
      const timeZone = locale.timeZone();
      const outcome = await runWithToasts(runner, acceptInvitation(roleId, timeZone), notify, {
        success: { title: MEMBERSHIP_TOASTS.accepted },
        error: { title: MEMBERSHIP_TOASTS.acceptFailed },
      });
      if (outcome.status !== 'success') return;
      apply(roleId, { type: 'accept', timeZone });
      const path = onboardingWelcomePath(outcome.value.organization.id) ?? onboardingWelcomePath(role.organization.id);
      if (path !== null) navigator.go(path);
    });

  const decline = async (roleId: string) => {
    let declined = false;
    await answer(roleId, 'declining', async () => {
      const outcome = await runWithToasts(runner, declineInvitation(roleId), notify, {
        success: { title: MEMBERSHIP_TOASTS.rejected },
        error: { title: MEMBERSHIP_TOASTS.rejectFailed },
      });
      declined = outcome.status === 'success';
      if (declined) apply(roleId, { type: 'decline' });
    });
    if (declined) await refresh();
  };

  const toggleFavorite = async (organizationId: string) => {
    const me = session?.me.value;
    if (!me || savingFavorite.value !== null) return;
    savingFavorite.value = organizationId;
    try {
      const outcome = await runWithToasts(runner, setFavoriteOrganization(organizationId, !favoriteIds.value.includes(organizationId)), notify, {
        error: { title: MEMBERSHIP_TOASTS.favoriteFailed },
      });
      if (outcome.status === 'success') session?.update({ type: 'updateUser', user: { preferences: { ...me.user.preferences, favoriteOrganizations: outcome.value } } });
    } finally {
      savingFavorite.value = null;
    }
  };

  void refresh();

  return {
    state,
    menu: computed(() => organizationMenu(roles.value.filter((role) => role.status === 'ACCEPTED'), favoriteIds.value)),
    favorites: computed(() => new Set(favoriteIds.value)),
    toggleFavorite,
    savingFavorite,
    groups: computed(() => Role.acceptedByLetter(roles.value)),
    invited: computed(() => Role.invitedRoles(roles.value)),
    mustCreateFirstOrganization: computed(() => state.value.status === 'loaded' && Role.shouldCreateFirstOrganization(state.value.roles)),
    pending,
    refresh,
    accept,
    decline,
  };
}

/** The explorer editor of a new organization's first project, where creating an organization leads. */
export function explorerEditorPath(orgId: string, projectId: string): string {
  return `/org/${encodeURIComponent(orgId)}/explorer/editor/${encodeURIComponent(projectId)}`;
}

/** What the person types to create an organization (the time zone is the browser's). */
export type NewOrganizationFields = Omit<CreateOrganizationForm, 'timeZone'>;

/** The Create Organization (and Create First Organization) form; done holds the new organization and project. */
export type CreateOrganizationModel = RequestForm<NewOrganizationFields, CreatedOrganization>;

/** Builds the Create Organization model: on success the person goes to the new project's explorer editor. */
export function createCreateOrganizationModel({ runner, notify, navigator, locale }: MembershipModelDeps): CreateOrganizationModel {
  return createRequestForm({
    initial: { name: '', userName: '' },
    validate: (fields: NewOrganizationFields) => validateCreateOrganization({ ...fields, timeZone: locale.timeZone() }),
    send: async (form) => {
      const outcome = await runWithToasts(runner, createOrganization(form), notify, {
        success: { title: MEMBERSHIP_TOASTS.created },
        error: { title: MEMBERSHIP_TOASTS.createFailed },
      });
      if (outcome.status === 'success') navigator.go(explorerEditorPath(outcome.value.organization.id, outcome.value.project.id));
      return outcome;
    },
  });
}
