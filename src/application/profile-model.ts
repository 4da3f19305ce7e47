/**
 * The profile (§5 Profile, /user/me/edit): name, work title, time zone, description, avatar and
 * cover addresses, checked like on the server; saving replaces `me`, so the header shows it at once,
 * and the form stays open for the next change.
 */
import { Effect } from 'effect';
import type { NotificationInput } from '../domain/notifications.ts';
import type { MeRole } from '../domain/session.ts';
import { validateProfile } from '../domain/validation/validate-accounts.ts';
import { MembershipGateway } from './ports/membership-gateway.port.ts';
import { createRequestForm, type RequestForm } from './request-form.ts';
import type { Runner } from './run.ts';
import type { SessionModel } from './session-model.ts';
import { runWithToasts } from './toasts.ts';

/** The profile form's fields, as typed. */
export interface ProfileFields {
  readonly name: string;
  readonly title: string;
  readonly timeZone: string;
  readonly description: string;
  readonly avatarUrl: string;
  readonly coverUrl: string;
}

export type ProfileModel = RequestForm<ProfileFields, true>;

/** Builds the profile form from the person's role in the current organization. */
export function createProfileModel({ runner, notify, session, role }: {
  readonly runner: Runner<MembershipGateway>;
  readonly notify: (notification: NotificationInput) => void;
  readonly session: Pick<SessionModel, 'update'>;
  readonly role: MeRole;
}): ProfileModel {
  return createRequestForm({
    initial: {
      name: role.name,
      title: role.title ?? '',
      timeZone: role.timeZone ?? '',
      description: role.description ?? '',
      avatarUrl: role.avatarUrl ?? '',
      coverUrl: role.coverUrl ?? '',
    },
    validate: (values: ProfileFields) => validateProfile({ ...values, type: role.type }),
    reusable: true,
    send: async (profile) => {
      const outcome = await runWithToasts(
        runner,
        Effect.gen(function* () {
          return yield* (yield* MembershipGateway).updateProfile({
            name: profile.name,
            title: profile.title ?? null,
            ...(profile.timeZone ? { timeZone: profile.timeZone } : {}),
            ...(profile.description ? { description: profile.description } : {}),
            avatarUrl: profile.avatarUrl ?? null,
            coverUrl: profile.coverUrl ?? null,
          });
        }),
        notify,
        { success: { title: 'Profile saved' }, error: { title: 'Could not save your profile' } },
      );
      if (outcome.status === 'success') session.update({ type: 'setMe', me: outcome.value });
      return outcome.status === 'success' ? { status: 'success', value: true } : outcome;
    },
  });
}
