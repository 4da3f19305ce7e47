/**
 * The support case page's model: the case, the reply being written and the image upload, in
 * signals; methods for what the client does. Nothing typed is lost when a call fails.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { TOASTS } from '../../domain/shared/messages.ts';
import type { NotificationInput } from '../../domain/shared/notifications.ts';
import * as ReplyDraft from '../../domain/support/reply-draft.ts';
import * as SupportCase from '../../domain/support/support-case.ts';
import * as Upload from '../../domain/support/upload.ts';
import { imageFileRefusal } from '../../domain/shared/uploaded-image.ts';
import { describeError } from '../shared/error-text.ts';
import type { FilePreviewShape } from './file-preview.port.ts';
import type { ImageUpload } from './image-upload.port.ts';
import type { ProofOfWork } from '../shared/proof-of-work.port.ts';
import type { SupportCaseGateway } from './support-case-gateway.port.ts';
import { run, type Runner } from '../shared/run.ts';
import { runWithToasts } from '../shared/toasts.ts';
import { loadCase, resolveCase, sendReply, uploadCaseImage } from './support-case.ts';

export type SupportCaseServices = SupportCaseGateway | ProofOfWork | ImageUpload;

export interface SupportCaseModelDeps {
  readonly token: string;
  readonly runner: Runner<SupportCaseServices>;
  readonly notify: (notification: NotificationInput) => void;
  readonly previews: FilePreviewShape;
}

export interface SupportCaseModel {
  readonly state: ReadonlySignal<SupportCase.State>;
  readonly draft: ReadonlySignal<ReplyDraft.State>;
  readonly upload: ReadonlySignal<Upload.State>;
  /** The stored address of the chosen image, once uploaded. */
  readonly imageUrl: ReadonlySignal<string | null>;
  readonly uploading: ReadonlySignal<boolean>;
  readonly canSend: ReadonlySignal<boolean>;
  readonly type: (message: string) => void;
  /** Takes the first of the picked or dropped files. */
  readonly chooseImage: (file: File) => void;
  /** Removes the chosen image, cancelling its upload if it is still going. */
  readonly removeImage: () => void;
  readonly send: () => Promise<void>;
  readonly resolve: () => Promise<void>;
  readonly retry: () => void;
  readonly dispose: () => void;
}

/** Builds the model for one support link and starts loading the case. */
export function createSupportCaseModel({ token, runner, notify, previews }: SupportCaseModelDeps): SupportCaseModel {
  const state = signal(SupportCase.initialState);
  const draft = signal(ReplyDraft.initialState);
  const upload = signal(Upload.initialState);
  let uploadAbort: AbortController | null = null;
  let fileCounter = 0;
  let disposed = false;

  const imageUrl = computed(() => (draft.value.status === 'image' ? (upload.value.urls[draft.value.name] ?? null) : null));
  const uploading = computed(() => upload.value.status === 'uploading');
  const canSend = computed(() => {
    const page = state.value;
    if (page.status !== 'open' || page.pending !== 'none') return false;
    const current = draft.value;
    if (current.status === 'writing') return current.message.trim() !== '' && ReplyDraft.charactersLeft(current) >= 0;
    return current.status === 'image' && imageUrl.value !== null;
  });

  const fail = (title: string, subTitle: string) => notify({ type: 'Error', title, subTitle });

  async function load(): Promise<void> {
    const outcome = await runWithToasts(runner, loadCase(token), notify, { error: { title: TOASTS.couldNotRetrieveIssue } });
    if (disposed) return;
    if (outcome.status === 'success') state.value = SupportCase.transition(state.value, { type: 'loaded', issue: outcome.value });
    else if (outcome.status === 'failure') state.value = SupportCase.transition(state.value, { type: 'loadFailed', message: describeError(outcome.error) });
  }

  function forgetImage(): void {
    const current = draft.value;
    if (current.status !== 'image') return;
    uploadAbort?.abort();
    uploadAbort = null;
    previews.revoke(current.previewUrl);
    batch(() => {
      upload.value = Upload.transition(upload.value, { type: 'cancel', name: current.name });
      draft.value = ReplyDraft.transition(draft.value, { type: 'imageRemoved' });
    });
  }

  function chooseImage(file: File): void {
    if (state.value.status !== 'open' || ReplyDraft.isImageDisabled(draft.value)) return;
    const refusal = imageFileRefusal(file);
    if (refusal) {
      fail(refusal.title, refusal.subTitle);
      return;
    }
    forgetImage();
    fileCounter += 1;
    const name = `${fileCounter}-${file.name || 'image'}`;
    const abort = new AbortController();
    uploadAbort = abort;
    batch(() => {
      draft.value = ReplyDraft.transition(draft.value, { type: 'imageChosen', name, previewUrl: previews.create(file) });
      upload.value = Upload.transition(upload.value, { type: 'start', request: { name, category: 'issue', issueToken: token } });
    });
    void run(runner, uploadCaseImage(token, file, name), { signal: abort.signal }).then((outcome) => {
      if (disposed || uploadAbort !== abort) return;
      uploadAbort = null;
      if (outcome.status === 'success') {
        upload.value = Upload.transition(upload.value, { type: 'success', name, url: outcome.value });
      } else if (outcome.status === 'failure') {
        upload.value = Upload.transition(upload.value, { type: 'failure', name });
        forgetImage();
        // §8's words, whatever the server said (the server's reasons are checked before the upload).
        fail(TOASTS.fileUploadError, TOASTS.fileUploadErrorSubtitle);
      }
    });
  }

  async function update(kind: 'send' | 'resolve'): Promise<void> {
    const current = draft.value;
    const program =
      kind === 'resolve'
        ? resolveCase(token)
        : sendReply(token, current.status === 'writing' ? { message: current.message } : { imageUrl: imageUrl.value ?? '' });
    state.value = SupportCase.transition(state.value, { type: kind === 'send' ? 'sendStarted' : 'resolveStarted' });
    const outcome = await runWithToasts(runner, program, notify, {
      success: { title: TOASTS.ticketUpdated },
      error: { title: TOASTS.couldNotUpdateTicket },
    });
    if (disposed) return;
    if (outcome.status !== 'success') {
      state.value = SupportCase.transition(state.value, { type: 'updateFailed' });
      return;
    }
    batch(() => {
      state.value = SupportCase.transition(state.value, { type: 'updated', issue: outcome.value });
      if (kind === 'send') {
        if (current.status === 'image') {
          previews.revoke(current.previewUrl);
          upload.value = Upload.transition(upload.value, { type: 'cancel', name: current.name });
        }
        draft.value = ReplyDraft.transition(draft.value, { type: 'sent' });
      }
    });
  }

  void load();

  return {
    state,
    draft,
    upload,
    imageUrl,
    uploading,
    canSend,
    type: (message) => {
      draft.value = ReplyDraft.transition(draft.value, { type: 'typed', message });
    },
    chooseImage,
    removeImage: forgetImage,
    send: () => (canSend.value ? update('send') : Promise.resolve()),
    resolve: () => {
      const page = state.value;
      return page.status === 'open' && page.pending === 'none' ? update('resolve') : Promise.resolve();
    },
    retry: () => {
      state.value = SupportCase.transition(state.value, { type: 'reload' });
      void load();
    },
    dispose: () => {
      disposed = true;
      uploadAbort?.abort();
      if (draft.value.status === 'image') previews.revoke(draft.value.previewUrl);
    },
  };
}
