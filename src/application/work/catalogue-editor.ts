/**
 * A catalogue record's form: its values (text and others, like a colour or a list of members), the
 * checks of the domain on save and on every change after it, the server's refusals put on the field
 * they are about (or shown as the form's problem), saving and deleting one at a time. A failure
 * keeps everything typed.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Effect } from 'effect';
import type * as Form from '../../domain/shared/form.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import type { Validated } from '../../domain/shared/result.ts';
import { ADMIN_ONLY_MESSAGE } from '../../domain/shared/role.ts';
import { describeError, type KnownError } from '../shared/error-text.ts';
import type { RequestError } from '../shared/errors.ts';
import type { FormModel } from '../shared/form-model.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { Runner } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';

/** Where the form stands: being filled in, saving, deleting, or done (saved or deleted; the page moves on). */
export type EditorState =
  | { readonly status: 'editing' }
  | { readonly status: 'saving' }
  | { readonly status: 'deleting' }
  | { readonly status: 'done' };

/** What a catalogue form page renders and calls. */
export interface CatalogueEditor<F> {
  readonly values: ReadonlySignal<F>;
  /** Messages by field: the domain's checks once a save was tried, and the server's refusals. */
  readonly errors: ReadonlySignal<Readonly<Record<string, string>>>;
  /** A refusal that is about no single field (a record in use, a permission). */
  readonly problem: ReadonlySignal<string | null>;
  readonly state: ReadonlySignal<EditorState>;
  /** Whether anything differs from where the form started. */
  readonly dirty: ReadonlySignal<boolean>;
  /** The text fields' binding (src/ui/components/form-fields.tsx). */
  readonly form: FormModel<unknown>;
  /** Changes one field; ignored while saving or deleting. */
  readonly set: <K extends keyof F & string>(field: K, value: F[K]) => void;
  /** Checks, then saves once; answers whether it was saved. */
  readonly save: () => Promise<boolean>;
  /** Deletes the record (the page asked for confirmation); answers whether it was deleted. */
  readonly remove: () => Promise<boolean>;
  /** Starts again from these values (the record as the server saved it), with no message shown. */
  readonly reset: (values: F) => void;
}

/** What a form shows on its own toasts. */
export interface EditorTexts {
  readonly saved: string;
  readonly saveFailed: string;
  readonly deleted?: string;
  readonly deleteFailed?: string;
}

/** How one catalogue form is checked, saved and deleted. */
export interface CatalogueEditorSpec<F, V, R, S = CatalogueGateway> {
  readonly runner: Runner<S>;
  readonly notify: (notification: NotificationInput) => void;
  /** Administrators only: anyone else is refused before anything is sent. */
  readonly canWrite: boolean;
  readonly initial: F;
  /** Field names and their labels in display order (a refusal naming a label goes to that field). */
  readonly fields: readonly { readonly name: string; readonly label: string }[];
  readonly validate: (values: F) => Validated<V>;
  readonly save: (valid: V) => Effect.Effect<R, RequestError, S>;
  readonly remove?: () => Effect.Effect<unknown, RequestError, S>;
  readonly texts: EditorTexts;
  /** After a save: where the page goes, what else refreshes. */
  readonly afterSave?: (result: R) => void;
  readonly afterRemove?: () => void;
  /** Whether a save ends the form (a new record's page moves on) or keeps it open. */
  readonly keepOpen?: boolean;
  /** The field a refused input is about when the message names none. */
  readonly fallbackField?: string;
}

/**
 * The field a server refusal is about, when the server calls the input bad: the field whose label
 * the message names first ('A product named "Web" already exists' is about the name, 'Two states
 * are named "Build"' about the states), else `fallback`; null for any other refusal.
 */
export function refusedField(error: KnownError, fields: readonly { readonly name: string; readonly label: string }[], fallback: string | null = null): string | null {
  if (error._tag === 'ValidationError') return error.field;
  if (error._tag !== 'GraphQLError' || error.code !== 'BAD_USER_INPUT') return null;
  // The server names the input it refused; a name this form does not have falls back to the wording.
  if (error.field !== undefined && fields.some((field) => field.name === error.field)) return error.field;
  const message = error.message.toLowerCase();
  let found: { name: string; at: number } | null = null;
  for (const field of fields) {
    const at = message.search(new RegExp(`\\b${field.label.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    if (at !== -1 && (found === null || at < found.at)) found = { name: field.name, at };
  }
  return found?.name ?? fallback;
}

/** Builds a catalogue form. */
export function createCatalogueEditor<F extends object, V, R, S = CatalogueGateway>(spec: CatalogueEditorSpec<F, V, R, S>): CatalogueEditor<F> {
  const { runner, notify, canWrite, initial, fields, validate, texts } = spec;
  const values = signal<F>(initial);
  const submitted = signal(false);
  const refusals = signal<Readonly<Record<string, string>>>({});
  const problem = signal<string | null>(null);
  const state = signal<EditorState>({ status: 'editing' });
  let start = JSON.stringify(initial);

  const checkErrors = computed<Readonly<Record<string, string>>>(() => {
    if (!submitted.value) return {};
    const checked = validate(values.value);
    const found: Record<string, string> = {};
    if (!checked.ok) for (const error of checked.errors) found[error.field] ??= error.message;
    return found;
  });
  const errors = computed(() => ({ ...refusals.value, ...checkErrors.value }));
  const order = fields.map((field) => field.name);

  const set = <K extends keyof F & string>(field: K, value: F[K]) => {
    if (state.value.status !== 'editing') return;
    batch(() => {
      values.value = { ...values.value, [field]: value };
      if (field in refusals.value) {
        const { [field]: _gone, ...rest } = refusals.value;
        refusals.value = rest;
      }
      problem.value = null;
    });
  };

  const refuse = (error: KnownError) => {
    const field = refusedField(error, fields, spec.fallbackField ?? null);
    if (field === null) problem.value = describeError(error);
    else refusals.value = { ...refusals.value, [field]: describeError(error) };
  };

  async function save(): Promise<boolean> {
    if (state.value.status !== 'editing') return false;
    submitted.value = true;
    if (!canWrite) {
      problem.value = ADMIN_ONLY_MESSAGE;
      return false;
    }
    const checked = validate(values.value);
    if (!checked.ok) return false;
    batch(() => {
      refusals.value = {};
      problem.value = null;
      state.value = { status: 'saving' };
    });
    let saved = false;
    try {
      const outcome = await runWithToasts(runner, spec.save(checked.value), notify, { success: { title: texts.saved }, error: { title: texts.saveFailed } });
      if (outcome.status === 'failure') refuse(outcome.error);
      if (outcome.status === 'success') {
        saved = true;
        spec.afterSave?.(outcome.value);
      }
    } finally {
      state.value = saved && !spec.keepOpen ? { status: 'done' } : { status: 'editing' };
    }
    return saved;
  }

  async function remove(): Promise<boolean> {
    if (state.value.status !== 'editing' || !spec.remove) return false;
    if (!canWrite) {
      problem.value = ADMIN_ONLY_MESSAGE;
      return false;
    }
    problem.value = null;
    state.value = { status: 'deleting' };
    let removed = false;
    try {
      const outcome = await runWithToasts(runner, spec.remove(), notify, {
        success: { title: texts.deleted ?? 'Deleted' },
        error: { title: texts.deleteFailed ?? 'Could not delete' },
      });
      if (outcome.status === 'failure') problem.value = describeError(outcome.error);
      if (outcome.status === 'success') {
        removed = true;
        spec.afterRemove?.();
      }
    } finally {
      state.value = removed ? { status: 'done' } : { status: 'editing' };
    }
    return removed;
  }

  const textValues = computed(() => {
    const text: Record<string, string> = {};
    for (const [name, value] of Object.entries(values.value)) if (typeof value === 'string') text[name] = value;
    return text;
  });
  const formState = computed<Form.State>(() => ({ values: textValues.value, errors: errors.value, submitted: submitted.value }));
  const form: FormModel<unknown> = {
    state: formState,
    firstInvalid: computed(() => order.find((name) => name in errors.value) ?? Object.keys(errors.value)[0] ?? null),
    change: (field, value) => set(field as keyof F & string, value as F[keyof F & string]),
    submit: () => null,
    refuse: (field, message) => {
      refusals.value = { ...refusals.value, [field]: message };
    },
    reset: () => {
      values.value = initial;
    },
  };

  const baseline = signal(start);
  const reset = (next: F) =>
    batch(() => {
      start = JSON.stringify(next);
      baseline.value = start;
      values.value = next;
      submitted.value = false;
      refusals.value = {};
      problem.value = null;
    });

  return { values, errors, problem, state, dirty: computed(() => JSON.stringify(values.value) !== baseline.value), form, set, save, remove, reset };
}
