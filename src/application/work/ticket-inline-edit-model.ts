/** A text edited in place, over its machine: checks the draft, saves it, keeps it on failure. */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import * as InlineEdit from '../../domain/work/ticket-inline-edit.ts';
import type { ChangeResult } from './ticket-model.ts';

export interface InlineEditModel {
  readonly state: ReadonlySignal<InlineEdit.State>;
  readonly start: (value: string) => void;
  readonly change: (draft: string) => void;
  readonly cancel: () => void;
  /** Checks, then saves; an unchanged draft just closes the editor. */
  readonly save: () => Promise<void>;
}

export interface InlineEditSpec {
  /** The value to send, or why the draft is refused. */
  readonly check: (draft: string) => { ok: true; value: string } | { ok: false; message: string };
  readonly save: (value: string) => Promise<ChangeResult>;
  /** The value shown now: a draft equal to it is not sent. */
  readonly current: () => string;
}

/** Builds an in-place editor. */
export function createInlineEditModel(spec: InlineEditSpec): InlineEditModel {
  const state = signal<InlineEdit.State>(InlineEdit.initialState);
  const send = (event: InlineEdit.Event) => {
    state.value = InlineEdit.transition(state.value, event);
  };
  return {
    state,
    start: (value) => send({ type: 'start', value }),
    change: (draft) => send({ type: 'change', draft }),
    cancel: () => send({ type: 'cancel' }),
    save: async () => {
      const current = state.value;
      if (current.status !== 'editing') return;
      const checked = spec.check(current.draft);
      if (!checked.ok) return send({ type: 'refuse', message: checked.message });
      if (checked.value === spec.current()) return send({ type: 'cancel' });
      send({ type: 'send' });
      const result = await spec.save(checked.value);
      send(result.ok ? { type: 'saved' } : { type: 'failed', message: result.message });
    },
  };
}
