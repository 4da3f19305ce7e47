/**
 * The support widget (§2): a member writes to Tidemark support from any page; the widget is told
 * the page on every navigation and sends it along. The case's link arrives by email.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { Effect } from 'effect';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import { validateSupportContact } from '../../domain/validation/validate-support-contact.ts';
import { HelpDesk } from './help-desk.port.ts';
import { createRequestForm, type RequestForm } from '../shared/request-form.ts';
import type { Runner } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';

export interface SupportWidgetModel {
  /** The page the member is on. */
  readonly pageUrl: ReadonlySignal<string>;
  /** The widget is told where the member is on every navigation. */
  readonly seePage: (url: string) => void;
  /** A fresh message form (done holds the case number). */
  readonly message: () => RequestForm<{ message: string }, number>;
}

/** Builds the widget's model. */
export function createSupportWidgetModel({ runner, notify }: { readonly runner: Runner<HelpDesk>; readonly notify: (n: NotificationInput) => void }): SupportWidgetModel {
  const pageUrl = signal('');
  return {
    pageUrl,
    seePage: (url) => {
      pageUrl.value = url;
    },
    message: () =>
      createRequestForm({
        initial: { message: '' },
        validate: validateSupportContact,
        send: ({ message }) =>
          runWithToasts(
            runner,
            Effect.gen(function* () {
              return (yield* (yield* HelpDesk).contact(message, pageUrl.value)).localId;
            }),
            notify,
            {
              success: { title: 'Message sent', subTitle: (localId) => `We opened case #${localId} and emailed you its link` },
              error: { title: 'Could not send your message' },
            },
          ),
      }),
  };
}
