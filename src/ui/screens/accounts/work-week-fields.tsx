/**
 * The profile's work week: one row per day, Monday to Sunday, with a 'Works this day' box and the
 * day's start and stop times (24 h). The rules and their messages are the domain's (work-week.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Checkbox } from 'react-aria-components/Checkbox';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import type { ProfileModel } from '../../../application/accounts/profile-model.ts';
import { DAY_NAMES, WEEK_DAYS, weeklyMinutes, workDayField, workWeekFromForm, type DayPart, type WeekDay } from '../../../domain/time/work-week.ts';

/** The seven rows and the week's total. */
export function WorkWeekFields({ model, isDisabled }: { readonly model: ProfileModel; readonly isDisabled: boolean }) {
  useSignals();
  const minutes = weeklyMinutes(workWeekFromForm(model.values.value));
  const hours = Math.round((minutes / 60) * 100) / 100;
  return (
    <fieldset className="work-week" aria-describedby="work-week-hint">
      <legend className="form-label">Work week</legend>
      <p id="work-week-hint" className="field-hint">
        Times are 24-hour (09:00 to 17:00), in your time zone. A shift ends on the day it starts.
      </p>
      <div className="work-week-rows">
        {WEEK_DAYS.map((day) => (
          <WorkDayRow key={day} model={model} day={day} isDisabled={isDisabled} />
        ))}
      </div>
      <p className="work-week-total muted" aria-live="polite">
        {hours === 0 ? 'No work days: you are not scheduled.' : `${hours} hours a week`}
      </p>
    </fieldset>
  );
}

function WorkDayRow({ model, day, isDisabled }: { readonly model: ProfileModel; readonly day: WeekDay; readonly isDisabled: boolean }) {
  useSignals();
  const works = model.values.value[workDayField(day, 'works')] === 'true';
  const name = DAY_NAMES[day];
  return (
    <div className="work-day" role="group" aria-labelledby={`work-day-${day}`} data-off={works ? undefined : true}>
      <span id={`work-day-${day}`} className="work-day-name">
        {name}
      </span>
      <Checkbox className="work-day-works" name={workDayField(day, 'works')} isSelected={works} onChange={(on) => model.setWorks(day, on)} isDisabled={isDisabled}>
        <span className="admin-checkbox" aria-hidden="true" />
        <span>
          <span className="visually-hidden">{name}: </span>Works this day
        </span>
      </Checkbox>
      <TimeField model={model} day={day} part="startTime" isDisabled={isDisabled || !works} />
      <TimeField model={model} day={day} part="stopTime" isDisabled={isDisabled || !works} />
      <DayErrors model={model} day={day} />
    </div>
  );
}

const errorId = (day: WeekDay, part: DayPart) => `work-day-${day}-${part}-error`;

/** A day's messages under its whole row (a time box is too narrow for a sentence); each box points at its own. */
function DayErrors({ model, day }: { readonly model: ProfileModel; readonly day: WeekDay }) {
  useSignals();
  const errors = model.form.state.value.errors;
  const parts = (['startTime', 'stopTime'] as const).filter((part) => errors[workDayField(day, part)] !== undefined);
  if (parts.length === 0) return null;
  return (
    <div className="work-day-errors">
      {parts.map((part) => (
        <p key={part} id={errorId(day, part)} className="field-error" role="alert">
          {errors[workDayField(day, part)]}
        </p>
      ))}
    </div>
  );
}

function TimeField({ model, day, part, isDisabled }: { readonly model: ProfileModel; readonly day: WeekDay; readonly part: DayPart; readonly isDisabled: boolean }) {
  useSignals();
  const field = workDayField(day, part);
  const error = model.form.state.value.errors[field];
  const works = model.values.value[workDayField(day, 'works')] === 'true';
  return (
    <TextField
      className="form-field work-time"
      name={field}
      value={works ? model.values.value[field] : ''}
      onChange={(value) => model.change(field, value)}
      isInvalid={error !== undefined}
      isDisabled={isDisabled}
      validationBehavior="aria"
      aria-describedby={error !== undefined ? errorId(day, part) : undefined}
    >
      <Label className="work-time-label">
        <span className="visually-hidden">{DAY_NAMES[day]} </span>
        {part === 'startTime' ? 'Start' : 'Stop'}
      </Label>
      <Input className="form-input" placeholder={works ? (part === 'startTime' ? '09:00' : '17:00') : '–'} maxLength={5} autoComplete="off" />
    </TextField>
  );
}
