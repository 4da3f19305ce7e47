/** §5 Profile, with the work week. */
import type { Validated } from '../shared/result.ts';
import { validateWorkWeek, WORK_WEEK_FIELDS } from '../time/work-week.ts';
import { profile } from './generated/profile-form.js';
import type { ProfileForm } from './forms.ts';
import { profileFields } from './forms.ts';
import { byFieldOrder } from './validate.ts';
import { trim, trimToNull, validateForm, withKnownTimeZone } from './validate-accounts.ts';

/**
 * §5 Profile: text trimmed; an empty work title, cover or avatar address becomes null; a known time
 * zone; and, when a work week is given, the work week's rules day by day (work-week.ts), its errors
 * named `workWeek.{day}.{startTime|stopTime}` in place of the schema's one line about the week.
 */
export function validateProfile(input: unknown): Validated<ProfileForm> {
  const normalize = { name: trim, title: trimToNull, timeZone: trim, description: trim, coverUrl: trimToNull, avatarUrl: trimToNull };
  const checked = withKnownTimeZone(validateForm<ProfileForm>(profile, profileFields, input, { normalize }), input, profileFields, trim);
  const week = (input as { workWeek?: unknown } | null)?.workWeek;
  if (week === undefined) return checked;
  const weekChecked = validateWorkWeek(week);
  if (weekChecked.ok) return checked.ok ? { ok: true, value: { ...checked.value, workWeek: weekChecked.value } } : checked;
  const others = checked.ok ? [] : checked.errors.filter((error) => error.field !== 'workWeek');
  const order = [...profileFields.map((field) => field.name), 'workWeek', ...WORK_WEEK_FIELDS];
  return { ok: false, errors: [...others, ...weekChecked.errors].sort(byFieldOrder(order)) };
}
