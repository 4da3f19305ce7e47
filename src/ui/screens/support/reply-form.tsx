/**
 * The reply form (§2 screen 1, §5): a message or an image, never both; drop or pick one image;
 * the upload can be cancelled by clicking it; resolving asks first.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button, DropZone, FieldError, FileTrigger, Label, Text, TextArea, TextField, type DropZoneProps } from 'react-aria-components';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];
import type { SupportCaseModel } from '../../../application/support-case-model.ts';
import { CLIENT_MESSAGE_MAX } from '../../../domain/constants.ts';
import { SUPPORT_CASE } from '../../../domain/messages.ts';
import { charactersLeft, isImageDisabled, isMessageDisabled, messageOf } from '../../../domain/reply-draft.ts';
import { IMAGE_TYPES } from '../../../domain/upload.ts';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { Spinner } from '../../components/spinner.tsx';

async function firstDroppedFile(event: DropEvent): Promise<File | null> {
  for (const item of event.items) if (item.kind === 'file') return item.getFile();
  return null;
}

function ImagePreview({ model }: { readonly model: SupportCaseModel }) {
  useSignals();
  const draft = model.draft.value;
  if (draft.status !== 'image') return null;
  const uploading = model.uploading.value;
  return (
    <div className="image-preview" data-uploading={uploading || undefined}>
      <img src={draft.previewUrl} alt="The image you chose" />
      <Button className="image-preview-action" onPress={model.removeImage}>
        {uploading ? (
          <>
            <Spinner /> Uploading… click to cancel
          </>
        ) : (
          SUPPORT_CASE.removeImage
        )}
      </Button>
    </div>
  );
}

export function ReplyForm({ model }: { readonly model: SupportCaseModel }) {
  useSignals();
  const draft = model.draft.value;
  const page = model.state.value;
  const pending = page.status === 'open' ? page.pending : 'none';
  const left = charactersLeft(draft);
  const imageDisabled = isImageDisabled(draft) || pending !== 'none';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.send();
  };
  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void model.send();
    }
  };

  return (
    <form className="reply-form" onSubmit={submit} aria-label="Reply">
      <DropZone
        className="drop-zone"
        isDisabled={imageDisabled}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void firstDroppedFile(event).then((file) => file && model.chooseImage(file))}
        aria-label="Drop an image here"
      >
        {draft.status === 'image' ? (
          <ImagePreview model={model} />
        ) : (
          <TextField
            className="message-field"
            value={messageOf(draft)}
            onChange={model.type}
            isDisabled={isMessageDisabled(draft) || pending !== 'none'}
            isInvalid={left < 0}
          >
            <Label className="visually-hidden">Your message</Label>
            <TextArea className="message-input" placeholder={SUPPORT_CASE.placeholder} rows={4} onKeyDown={sendOnCtrlEnter} />
            {left < 0 ? (
              <FieldError className="field-error">The message can be at most {CLIENT_MESSAGE_MAX} characters</FieldError>
            ) : left < 200 ? (
              <Text slot="description" className="field-hint">
                {left} characters left
              </Text>
            ) : null}
          </TextField>
        )}
        <div className="drop-hint">
          <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={(files) => files?.[0] && model.chooseImage(files[0])}>
            <Button className="button" isDisabled={imageDisabled}>
              {SUPPORT_CASE.uploadImage}
            </Button>
          </FileTrigger>
          <Text slot="label" className="muted">
            {SUPPORT_CASE.imageHint}
          </Text>
        </div>
      </DropZone>
      <div className="reply-actions">
        <ConfirmModal
          trigger={
            <Button className="button button-quiet" isDisabled={pending !== 'none'}>
              {pending === 'resolve' ? <Spinner /> : null}
              {SUPPORT_CASE.markAsResolved}
            </Button>
          }
          title={SUPPORT_CASE.confirmTitle}
          text={SUPPORT_CASE.confirmText}
          action={SUPPORT_CASE.confirmAction}
          onConfirm={() => void model.resolve()}
        />
        <Button type="submit" className="button button-primary" isDisabled={!model.canSend.value}>
          {pending === 'send' ? <Spinner /> : null}
          {SUPPORT_CASE.sendMessage}
        </Button>
      </div>
    </form>
  );
}
