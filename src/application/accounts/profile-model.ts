/**
 * The profile (§5 Profile, /user/me/edit): name, work title, time zone, description, avatar and
 * cover images (uploaded here, never another site's address), and the work week (a tick box and
 * two times per day), checked like on the server; saving replaces `me`, so the header shows it at
 * once, and the form stays open for the next change.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import { UPLOAD_MAX_BYTES } from '../../domain/shared/constants.ts';
import { isAcceptedImageType } from '../../domain/shared/uploaded-image.ts';
import { ProfileImageUpload } from './profile-image-upload.port.ts';
import { run } from '../shared/run.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { MeRole } from '../../domain/accounts/session.ts';
import { workDayField, workWeekFormValues, workWeekFromForm, type WeekDay, type WorkWeekField } from '../../domain/time/work-week.ts';
import type { ProfileForm } from '../../domain/validation/forms.ts';
import { validateProfile } from '../../domain/validation/validate-profile.ts';
import { MembershipGateway } from './membership-gateway.port.ts';
import { createRequestForm, type RequestForm } from '../shared/request-form.ts';
import type { Runner } from '../shared/run.ts';
import type { SessionModel } from './session-model.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** The profile form's fields, as typed. */
export interface ProfileFields {
  readonly name: string;
  readonly title: string;
  readonly timeZone: string;
  readonly description: string;
  readonly avatarUrl: string;
  readonly coverUrl: string;
}

/** The whole form: the profile's fields and the work week's, `workWeek.{day}.{works|startTime|stopTime}` ('true' or '' for works). */
export type ProfileFormValues = ProfileFields & Readonly<Record<WorkWeekField, string>>;

/** The profile's two images. */
export type ProfileImageField = 'avatarUrl' | 'coverUrl';

/** One image of the profile while it is being chosen: idle, uploading, or what went wrong. */
export type ProfileImageState =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly name: string }
  | { readonly status: 'failed'; readonly message: string };

export interface ProfileModel extends RequestForm<ProfileFormValues, true> {
  /** Ticks or unticks a day; a day ticked with empty times gets 09:00 to 17:00 to start from. */
  readonly setWorks: (day: WeekDay, works: boolean) => void;
  /** Each image's upload state. */
  readonly images: Readonly<Record<ProfileImageField, ReadonlySignal<ProfileImageState>>>;
  /**
   * Uploads a chosen file (a PNG, JPEG, GIF or WebP image of at most 10 MB) and puts its address
   * in the field; saving the profile keeps it. A new choice cancels an upload still running.
   */
  readonly chooseImage: (field: ProfileImageField, file: File) => Promise<void>;
  /** Empties the field (cancelling an upload still running); saving the profile removes the image. */
  readonly removeImage: (field: ProfileImageField) => void;
}

/** What a model needs to run: the membership gateway and the profile image uploader. */
export type ProfileServices = MembershipGateway | ProfileImageUpload;

const PROFILE_KEYS = ['name', 'title', 'timeZone', 'description', 'avatarUrl', 'coverUrl'] as const;

/** The profile fields of the form's values, without the work week's. */
const profileOf = (values: ProfileFormValues): ProfileFields => Object.fromEntries(PROFILE_KEYS.map((key) => [key, values[key]])) as unknown as ProfileFields;

/** Builds the profile form from the person's role in the current organization. */
export function createProfileModel({ runner, notify, session, role }: {
  readonly runner: Runner<ProfileServices>;
  readonly notify: (notification: NotificationInput) => void;
  readonly session: Pick<SessionModel, 'update'>;
  readonly role: MeRole;
}): ProfileModel {
  const images = { avatarUrl: signal<ProfileImageState>({ status: 'idle' }), coverUrl: signal<ProfileImageState>({ status: 'idle' }) };
  const running: Partial<Record<ProfileImageField, AbortController>> = {};
  const cancel = (field: ProfileImageField) => {
    running[field]?.abort();
    delete running[field];
  };
  const form = createRequestForm<ProfileFormValues, ProfileForm, true>({
    initial: {
      name: role.name,
      title: role.title ?? '',
      timeZone: role.timeZone ?? '',
      description: role.description ?? '',
      avatarUrl: role.avatarUrl ?? '',
      coverUrl: role.coverUrl ?? '',
      ...workWeekFormValues(role.workWeek),
    } as ProfileFormValues,
    validate: (values: ProfileFormValues) => validateProfile({ ...profileOf(values), type: role.type, workWeek: workWeekFromForm(values) }),
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
            ...(profile.workWeek ? { workWeek: profile.workWeek } : {}),
          });
        }),
        notify,
        { success: { title: 'Profile saved' }, error: { title: 'Could not save your profile' } },
      );
      if (outcome.status === 'success') session.update({ type: 'setMe', me: outcome.value });
      return outcome.status === 'success' ? { status: 'success', value: true } : outcome;
    },
  });
  return {
    ...form,
    images,
    chooseImage: async (field, file) => {
      cancel(field);
      if (!isAcceptedImageType(file.type)) {
        images[field].value = { status: 'failed', message: 'Choose a PNG, JPEG, GIF or WebP image' };
        return;
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        images[field].value = { status: 'failed', message: `Images can be up to 10MB; this one is ${(file.size / 1024 / 1024).toFixed(1)}MB` };
        return;
      }
      const abort = new AbortController();
      running[field] = abort;
      images[field].value = { status: 'uploading', name: file.name };
      const outcome = await run(runner, ProfileImageUpload.use((uploader) => uploader.upload({ file, name: file.name })), { signal: abort.signal });
      if (abort.signal.aborted) return;
      delete running[field];
      if (outcome.status === 'success') {
        form.change(field, outcome.value);
        images[field].value = { status: 'idle' };
      } else {
        images[field].value = { status: 'failed', message: outcome.status === 'failure' ? outcome.error.message : 'The upload was cancelled' };
      }
    },
    removeImage: (field) => {
      cancel(field);
      images[field].value = { status: 'idle' };
      form.change(field, '');
    },
    setWorks: (day, works) => {
      form.change(workDayField(day, 'works'), works ? 'true' : '');
      if (!works) return;
      const values = form.values.value;
      if (values[workDayField(day, 'startTime')].trim() === '' && values[workDayField(day, 'stopTime')].trim() === '') {
        form.change(workDayField(day, 'startTime'), '09:00');
        form.change(workDayField(day, 'stopTime'), '17:00');
      }
    },
  };
}
