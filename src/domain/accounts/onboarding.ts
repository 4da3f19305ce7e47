/**
 * Getting started (org-area Onboarding welcome, §3 onboardingStatus): the organization's three
 * first steps in order (invite a colleague, create a product, create a ticket), each done once the
 * server has seen it happen, where each is done, and who may do it. The navigation offers the page
 * while the person wants it (role preferences.showOnboarding) and a step remains.
 */
import type { NavItem } from '../shared/org-routes.ts';
import type { RoleType } from '../shared/role.ts';
import type { MeOrganization } from './session.ts';

/** What the navigation reads of a role: whether the person wants getting started. */
type RolePreference = { readonly preferences: { readonly showOnboarding: boolean } };

export type OnboardingStepId = 'invite' | 'product' | 'ticket';
export type OnboardingStatus = MeOrganization['onboardingStatus'];

/** A link to the page that does a step (a path after /org/{orgId}/). */
export interface StepAction {
  readonly label: string;
  readonly path: string;
}

/** One step as the page shows it. */
export interface OnboardingStep {
  readonly id: OnboardingStepId;
  readonly title: string;
  readonly description: string;
  readonly done: boolean;
  /** Where to do it, or null when this person may not (then `who` says who may). */
  readonly action: StepAction | null;
  /** Who may do the step, for a person who may not while it is to do; null otherwise. */
  readonly who: string | null;
}

/** The page's path after /org/{orgId}/. */
export const ONBOARDING_PATH = 'onboarding/welcome';
export const ONBOARDING_STEP_IDS: readonly OnboardingStepId[] = ['invite', 'product', 'ticket'];

/** The words of each step: what it is, its link before and after it is done, and who may do it. */
const STEPS: Readonly<Record<OnboardingStepId, {
  readonly title: string;
  readonly description: string;
  readonly todo: StepAction;
  readonly again: StepAction;
  readonly who: string;
}>> = {
  invite: {
    title: 'Invite a colleague',
    description: 'Planning works best together: invite someone by email and choose what they may do.',
    todo: { label: 'Invite a colleague', path: 'admin/role/new' },
    again: { label: 'Invite someone else', path: 'admin/role/new' },
    who: 'Administrators and owners of this organization invite people: ask one of them.',
  },
  product: {
    title: 'Create a product',
    description: 'A product says what your tickets are built for: an app, a site, a service.',
    todo: { label: 'Create a product', path: 'admin/product/new' },
    again: { label: 'See the products', path: 'admin/product' },
    who: 'Administrators and owners of this organization create products: ask one of them.',
  },
  ticket: {
    title: 'Create a ticket',
    description: 'A ticket is a piece of work: give it a title now, estimate and plan it later.',
    todo: { label: 'Create a ticket', path: 'ticket?new=1' },
    again: { label: 'See the tickets', path: 'ticket' },
    who: 'Visitors read this organization only: members, administrators and owners create tickets.',
  },
};

/** Whether a role type may do a step: invitations and products are for administrators, tickets for anyone who writes. */
export function mayDo(step: OnboardingStepId, type: RoleType): boolean {
  if (step === 'ticket') return type !== 'VISITOR';
  return type === 'ADMIN' || type === 'OWNER';
}

/** The three steps in order, with their done marks and, for this role, a link or who may do it. */
export function onboardingSteps(status: OnboardingStatus, type: RoleType): readonly OnboardingStep[] {
  return ONBOARDING_STEP_IDS.map((id) => {
    const words = STEPS[id];
    const done = status[id];
    const allowed = mayDo(id, type);
    return {
      id,
      title: words.title,
      description: words.description,
      done,
      action: allowed ? (done ? words.again : words.todo) : null,
      // A done step needs nobody to do it: saying who could would only send someone asking.
      who: allowed || done ? null : words.who,
    };
  });
}

/** How many of the steps are done. */
export interface OnboardingProgress {
  readonly done: number;
  readonly total: number;
}

export function onboardingProgress(status: OnboardingStatus): OnboardingProgress {
  return { done: ONBOARDING_STEP_IDS.filter((id) => status[id]).length, total: ONBOARDING_STEP_IDS.length };
}

/** 'n of 3 done', as the page says it. */
export const progressText = ({ done, total }: OnboardingProgress): string => `${done} of ${total} done`;

/** Whether the navigation offers getting started: the person wants it and a step remains. */
export function showGettingStarted(organization: Pick<MeOrganization, 'onboardingStatus'> | null, role: RolePreference | null): boolean {
  if (!organization || !role || !role.preferences.showOnboarding) return false;
  const { done, total } = onboardingProgress(organization.onboardingStatus);
  return done < total;
}

/** A navigation entry with a short count beside its label ('1/3') and the words it stands for. */
export interface CountedNavItem extends NavItem {
  readonly count?: { readonly short: string; readonly spoken: string };
}

/** The navigation with 'Getting started' first when it is offered. */
export function withGettingStarted(
  items: readonly NavItem[],
  organization: Pick<MeOrganization, 'onboardingStatus'> | null,
  role: RolePreference | null,
): readonly CountedNavItem[] {
  if (!organization || !showGettingStarted(organization, role)) return items;
  const progress = onboardingProgress(organization.onboardingStatus);
  const entry: CountedNavItem = {
    label: 'Getting started',
    path: ONBOARDING_PATH,
    group: 'work',
    count: { short: `${progress.done}/${progress.total}`, spoken: progressText(progress) },
  };
  return [entry, ...items];
}
